import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { loyaltyPointsFor } from '@/lib/chat/billing-rules';
import { previewExitCode } from '@/lib/chat/preview-rules';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import { type BillResult, type ChatRow, billChat } from './bill-chat';
import { publishChatEnded, publishSpending } from './chat-events';
import { closeChat, lockActiveChat } from './chat-lock';
import { addLoyaltyPoints } from './loyalty-points';
import { publishPreviewEnded } from './preview-chat';

/** loyaltyPoints: the guest's new total when the chat earned points, else null. */
export type Ended = { chat: ChatRow; bill: BillResult | null; loyaltyPoints: number | null };

/**
 * Ends a chat locked by the caller: an open chat is first billed for its last range (the whole
 * seconds since the last tick, up to `now` or the moment its media was lost), then closed with
 * the exit code. `bill: false` closes without billing (crash settle, a performer found offline
 * by the ticker): only seconds already posted count. A chat that cost money earns its loyalty
 * points in the same transaction, so they are given exactly once.
 */
export async function endLockedChat(tx: Tx, chat: ChatRow, exitCode: number, now: Date, options: { bill: boolean }): Promise<Ended> {
  const bill = options.bill && chat.status === 'open' ? await billChat(tx, chat, now) : null;
  return closeWithPoints(tx, chat, bill, exitCode, now);
}

/**
 * Closes a locked chat (after its last bill, if any) and gives the loyalty points it earned. A
 * live preview ends with §3's preview codes where one applies (200 → 405, 102 → 406), so every
 * caller (her offline switch, a ticket show's start, the guest's switch) says it the same way.
 */
export async function closeWithPoints(tx: Tx, chat: ChatRow, bill: BillResult | null, exitCode: number, at: Date): Promise<Ended> {
  const code = chat.type === 'preview' ? previewExitCode(exitCode) : exitCode;
  const closed = await closeChat(tx, bill?.chat ?? chat, code, at);
  const points = loyaltyPointsFor(closed.billedAmount);
  const loyaltyPoints = points > 0 ? await addLoyaltyPoints(tx, closed.guestId, points) : null;
  return { chat: closed, bill, loyaltyPoints };
}

/** After the commit: the balance and vouchers the last range spent, then chatEnd / chatEnded. */
export async function announceEnded(db: DbOrTx, pubsub: PubSub, ended: Ended): Promise<void> {
  if (ended.bill) await publishSpending(db, pubsub, ended.chat.guestId, { money: ended.bill.moneyMoved, vouchers: ended.bill.vouchersSpent });
  // A preview is unseen: its end reaches the guest only, never her studio.
  await (ended.chat.type === 'preview' ? publishPreviewEnded(db, pubsub, ended.chat) : publishChatEnded(db, pubsub, ended.chat));
  // §7 loyaltyPointsChanged(points): the new total, after the chat's end.
  if (ended.loyaltyPoints !== null) await publishToGuest(pubsub, ended.chat.guestId, { type: 'loyaltyPointsChanged', points: ended.loyaltyPoints });
}

/** Ends a chat with `exitCode` (idempotent: an ended chat stays as it ended). Answers the chat as it is now. */
export async function endChat(db: DbOrTx, pubsub: PubSub, chatId: number, exitCode: number, now = new Date()): Promise<ChatRow> {
  const ended = await db.transaction(async (tx) => {
    const chat = await lockActiveChat(tx, chatId);
    return chat ? endLockedChat(tx, chat, exitCode, now, { bill: true }) : null;
  });
  if (ended) {
    await announceEnded(db, pubsub, ended);
    return ended.chat;
  }
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such chat.');
  return row;
}

/** The guest ends their own chat (a 100-series code); another guest's chat is 404. */
export async function endGuestChat(db: DbOrTx, pubsub: PubSub, guestId: number, chatId: number, exitCode: number, now = new Date()): Promise<ChatRow> {
  const [own] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.id, chatId), eq(chats.guestId, guestId))).limit(1);
  if (!own) throw new AppError('NOT_FOUND', 'No such chat.');
  return endChat(db, pubsub, chatId, exitCode, now);
}

/** The performer removes a guest from her chat (§3 301 admin kick); a chat that is not hers is 404. */
export async function kickGuest(db: DbOrTx, pubsub: PubSub, actorId: number, chatId: number, now = new Date()): Promise<ChatRow> {
  const [own] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.id, chatId), eq(chats.actorId, actorId))).limit(1);
  if (!own) throw new AppError('NOT_FOUND', 'No such chat.');
  return endChat(db, pubsub, chatId, CHAT_EXIT.kicked, now);
}

/**
 * Every running chat of a performer ends (200 when she ends her chats or goes offline), billed up
 * to `now`. For the studio's offline switch; the ticker also ends them if it finds her offline.
 */
export async function endActorChats(db: DbOrTx, pubsub: PubSub, actorId: number, exitCode: number = CHAT_EXIT.hostEnded, now = new Date()): Promise<number> {
  const running = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.actorId, actorId), ne(chats.status, 'ended')));
  for (const { id } of running) await endChat(db, pubsub, id, exitCode, now);
  return running.length;
}

/** The guest's running chat, if any, ends with `exitCode` (logout: 104), billed to `now`. */
export async function endGuestRunningChat(db: DbOrTx, pubsub: PubSub, guestId: number, exitCode: number, now = new Date()): Promise<number | null> {
  const [running] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.guestId, guestId), ne(chats.status, 'ended'))).limit(1);
  if (!running) return null;
  await endChat(db, pubsub, running.id, exitCode, now);
  return running.id;
}

/** Her room closed (camera off, offline): her running live previews end (200, read as the preview's 405). */
export async function endActorPreviews(db: DbOrTx, pubsub: PubSub, actorId: number, now = new Date()): Promise<number> {
  const running = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.actorId, actorId), eq(chats.type, 'preview'), ne(chats.status, 'ended')));
  for (const { id } of running) await endChat(db, pubsub, id, CHAT_EXIT.hostEnded, now);
  return running.length;
}
