import 'server-only';
import { and, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { publishChatEnded } from './chat-events';

/**
 * Chats a killed process left running end with 903 at their last billed instant (their start if
 * they never opened). Nothing more is billed — only the seconds already posted count ("the server
 * killed mid-chat"). Without `liveProcesses` every running chat is interrupted (one process, at
 * its boot); with it only chats whose owning process is not among them (drizzle/0029: a dead or
 * unknown owner) — another process's running chats are left alone. With `pubsub` both parties
 * are told (chatEnd), for chats settled while their pages are still open. Answers how many.
 */
export async function settleInterruptedChats(db: DbOrTx, options: { liveProcesses?: string[]; pubsub?: PubSub } = {}): Promise<number> {
  const { liveProcesses, pubsub } = options;
  const owned = liveProcesses === undefined ? undefined : ownerIsGone(liveProcesses);
  const settled = await db
    .update(chats)
    .set({ status: 'ended', exitCode: CHAT_EXIT.serverRestart, endedAt: sql`coalesce(${chats.lastBilledAt}, ${chats.createdAt})` })
    .where(and(ne(chats.status, 'ended'), owned))
    .returning();
  if (pubsub) for (const chat of settled) await publishChatEnded(db, pubsub, chat);
  return settled.length;
}

function ownerIsGone(liveProcesses: string[]) {
  if (liveProcesses.length === 0) return undefined;
  return or(isNull(chats.processId), notInArray(chats.processId, liveProcesses));
}

/** Moves running chats to `processId` (it now carries their media or their performer's report). */
export async function takeChatOwnership(db: DbOrTx, chatIds: number[], processId: string): Promise<void> {
  if (chatIds.length === 0) return;
  await db.update(chats).set({ processId }).where(and(inArray(chats.id, chatIds), ne(chats.status, 'ended')));
}
