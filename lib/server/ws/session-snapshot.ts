import 'server-only';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { chatEndMessage } from '@/lib/server/chat/chat-events';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { isLoggedIn, type SessionState } from '@/lib/server/realtime/session-state';
import { runtime } from '@/lib/server/runtime';
import { getGuestBalance } from '@/lib/server/wallet/get-guest-balance';

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
 * already contains may still arrive after this answer; the page orders presence by its version
 * (stores/presence.ts), and the guest's balance and chat end are states, not changes, so a
 * second delivery repeats what the page already shows.
 */
export async function answerSnapshot(session: SessionState, message: SnapshotRequest, now = new Date()): Promise<ServerMessage[]> {
  const { db } = runtime();
  const replies: ServerMessage[] = [];
  if (message.actorIds.length > 0) replies.push(await presenceSnapshot(db, message.actorIds));
  if (message.guest && session.guestId !== null && isLoggedIn(session)) replies.push(...(await guestSnapshot(db, session.guestId, now)));
  return replies;
}

/** Each asked performer that exists, with her online state and the version of her last switch (one row read: they agree). */
async function presenceSnapshot(db: DbOrTx, actorIds: readonly number[]): Promise<ServerMessage> {
  const rows = await db
    .select({ actorId: actors.id, online: actors.isOnline, version: actors.presenceVersion })
    .from(actors)
    .where(inArray(actors.id, [...new Set(actorIds)]));
  return { type: 'presenceSnapshot', actors: rows };
}

/** §7 guestBalance as it stands, and the chatEnd of the guest's last chat if it ended while the page may not have heard it. */
async function guestSnapshot(db: DbOrTx, guestId: number, now: Date): Promise<ServerMessage[]> {
  const { balance, balanceFormatted, isPayingCustomer } = await getGuestBalance(db, guestId);
  const replies: ServerMessage[] = [{ type: 'guestBalance', guestBalance: balance, guestBalanceFormatted: balanceFormatted, guestIsPayingCustomer: isPayingCustomer }];
  const [last] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.guestId, guestId), eq(chats.status, 'ended'), gt(chats.endedAt, new Date(now.getTime() - RECENT_CHAT_END_MS))))
    .orderBy(desc(chats.endedAt))
    .limit(1);
  if (last) replies.push(await chatEndMessage(db, last));
  return replies;
}
