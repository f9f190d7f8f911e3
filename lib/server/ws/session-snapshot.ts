import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { chatEndMessage } from '@/lib/server/chat/chat-events';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { isLoggedIn, type SessionState } from '@/lib/server/realtime/session-state';
import { runtime } from '@/lib/server/runtime';
import { createBatchedRead } from '@/lib/server/ws/batched-read';
import { guestBalanceMessage } from '@/lib/server/wallet/guest-balance-event';

type SnapshotRequest = Extract<ClientMessage, { type: 'requestSnapshot' }>;

/**
 * A chat that ended this recently is told again: a page that lost its socket longer than this
 * has lost the chat anyway (§3 exit 103: a guest without any open page leaves his chat), and a
 * chatEnd for a chat the page does not show changes nothing (the panels match the chat id).
 */
export const RECENT_CHAT_END_MS = 10 * 60_000;

/**
 * requestSnapshot: what a page shows, read now. The page sends it after every sessionAck (and
 * for a performer it starts showing later); frames of one socket are handled in order, so the
 * hub has already indexed the session under its guest and every broadcast reaches the socket:
 * "subscribe first, then read, then apply events newer than the read". Events that the read
 * already contains may still arrive after this answer; the page orders presence and the guest's
 * balance by their versions (stores/presence.ts, stores/guest-session.ts), and a chat end is a
 * state, not a change, so a second delivery repeats what the page already shows.
 */
export async function answerSnapshot(session: SessionState, message: SnapshotRequest): Promise<ServerMessage[]> {
  const { db } = runtime();
  const replies: ServerMessage[] = [];
  if (message.actorIds.length > 0) replies.push(await presenceSnapshot(db, message.actorIds));
  if (message.guest && session.guestId !== null && isLoggedIn(session)) replies.push(...(await guestSnapshot(db, session.guestId)));
  return replies;
}

type Presence = { actorId: number; online: boolean; version: number };

/**
 * Performers' presence rows, one query for every snapshot asked in the same turn (a reconnect
 * storm asks the same performers thousands of times; lib/server/ws/batched-read.ts).
 */
const presenceRow = createBatchedRead(async (db: DbOrTx, ids: number[]) => {
  const rows: Presence[] = await db
    .select({ actorId: actors.id, online: actors.isOnline, version: actors.presenceVersion })
    .from(actors)
    .where(sql`${actors.id} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [row.actorId, row]));
});

/** Each asked performer that exists, with her online state and the version of her last switch (one row read: they agree). */
async function presenceSnapshot(db: DbOrTx, actorIds: readonly number[]): Promise<ServerMessage> {
  const rows = await Promise.all([...new Set(actorIds)].map((id) => presenceRow(db, id)));
  return { type: 'presenceSnapshot', actors: rows.filter((row) => row !== undefined) };
}

/** Each asked guest's last chat that ended within RECENT_CHAT_END_MS of the read, one query per turn. */
const lastEndedChat = createBatchedRead(async (db: DbOrTx, guestIds: number[]) => {
  const rows = await db
    .selectDistinctOn([chats.guestId])
    .from(chats)
    .where(and(sql`${chats.guestId} = any(${sql.param(guestIds)}::int[])`, eq(chats.status, 'ended'), gt(chats.endedAt, new Date(Date.now() - RECENT_CHAT_END_MS))))
    .orderBy(chats.guestId, desc(chats.endedAt));
  return new Map(rows.map((row) => [row.guestId, row]));
});

/** §7 guestBalance as it stands (with its version), and the chatEnd of the guest's last chat if it ended while the page may not have heard it. */
async function guestSnapshot(db: DbOrTx, guestId: number): Promise<ServerMessage[]> {
  const replies: ServerMessage[] = [await guestBalanceMessage(db, guestId)];
  const last = await lastEndedChat(db, guestId);
  if (last) replies.push(await chatEndMessage(db, last));
  return replies;
}
