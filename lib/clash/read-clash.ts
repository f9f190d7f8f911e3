import { readerOf } from '@/lib/api/response-reader';
import type { CurrentClashResponse } from '@/lib/contracts/clash';
import { isCount, isDbId, isFields, listOf, oneOf } from '@/lib/validation/guards';
import { type ClashView, clashStatuses } from './clash-rules';

const isStatus = oneOf(clashStatuses);

function entryOf(entry: unknown): ClashView['entries'][number] | null {
  if (!isFields(entry)) return null;
  const { actorId, actorName, votes } = entry;
  return isDbId(actorId) && typeof actorName === 'string' && isCount(votes) ? { actorId, actorName, votes } : null;
}

function clashOf(value: unknown): ClashView | null {
  if (!isFields(value)) return null;
  const { clashId, status, endsAt, winnerActorId } = value;
  const entries = listOf(value.entries, entryOf);
  if (!isDbId(clashId) || !isStatus(status) || typeof endsAt !== 'string' || !entries) return null;
  if (winnerActorId !== null && !isDbId(winnerActorId)) return null;
  return { clashId, status, endsAt, entries, winnerActorId };
}

function currentClashOf(body: unknown): CurrentClashResponse | null {
  if (!isFields(body) || body.success !== true || !isFields(body.data)) return null;
  const { clash, votedActorId } = body.data;
  const view = clash === null ? null : clashOf(clash);
  if (view === null && clash !== null) return null;
  if (votedActorId !== null && !isDbId(votedActorId)) return null;
  return { success: true, data: { clash: view, votedActorId } };
}

/**
 * GET clash/current/{actorId}, read without zod: every profile asks for it while it loads (the
 * chat panel's clash bar, visitors too), so a visitor's profile evaluates no zod for it (§1 speed).
 * Answers what currentClashResponseSchema answers (tests/unit/read-clash.test.ts).
 */
export const currentClashReader = readerOf(currentClashOf);
