import { MAX_DB_ID } from '@/lib/realtime/message-types';
import type { ServerMessage } from '@/lib/realtime/message-types';
import type { ClashEntry } from './clash-rules';

/**
 * The browser's check of `clashOfCamsVoting` (the rules of ./clash-protocol.ts by hand, so the
 * page ships no zod): the message with only its declared fields, or null.
 */
export function parseClashVoting(input: Record<string, unknown>): ServerMessage | null {
  const { clashId, status, endsAt, entries, winnerActorId } = input;
  if (!isDbId(clashId) || (status !== 'running' && status !== 'ended') || typeof endsAt !== 'string') return null;
  if (!(winnerActorId === null || isDbId(winnerActorId)) || !Array.isArray(entries)) return null;
  const list: ClashEntry[] = [];
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { actorId, actorName, votes } = entry as Record<string, unknown>;
    if (!isDbId(actorId) || typeof actorName !== 'string' || !Number.isSafeInteger(votes) || (votes as number) < 0) return null;
    list.push({ actorId, actorName, votes: votes as number });
  }
  return { type: 'clashOfCamsVoting', clashId, status, endsAt, entries: list, winnerActorId };
}

const isDbId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_DB_ID;
