import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { asChatExitCode } from '@/lib/chat/chat-codes';
import { PREVIEW_SECONDS, previewSecondsLeft } from '@/lib/chat/preview-rules';
import type { ChatReceipt, ChatView } from '@/lib/contracts/chat';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import type { ChatRow } from './bill-chat';
import { freeSecondsLeft } from './free-allowance';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Free seconds left: today's free-chat allowance with her, or what is left of a live preview. */
async function freeLeftOf(db: DbOrTx, chat: ChatRow, now: Date): Promise<number | null> {
  if (chat.type === 'preview') return previewSecondsLeft(chat.previewSeconds ?? PREVIEW_SECONDS, chat.billedSeconds);
  return chat.type === 'free' ? freeSecondsLeft(db, chat.guestId, chat.actorId, now) : null;
}

/** A chat row as its guest sees it (§9 amounts formatted per the chat's currency). */
export async function chatView(db: DbOrTx, chat: ChatRow, now = new Date()): Promise<ChatView> {
  const [actor] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, chat.actorId)).limit(1);
  return {
    id: chat.id,
    type: chat.type,
    status: chat.status,
    actorId: chat.actorId,
    actorName: actor?.name ?? '',
    pricePerMinute: chat.pricePerMinute,
    pricePerMinuteFormatted: formatMoney(chat.pricePerMinute, chat.currency),
    ageRating: chat.ageRating === 18 ? 18 : 16,
    createdAt: chat.createdAt.toISOString(),
    mediaStartedAt: iso(chat.mediaStartedAt),
    billedSeconds: chat.billedSeconds,
    billedAmount: chat.billedAmount,
    billedAmountFormatted: formatMoney(chat.billedAmount, chat.currency),
    freeSecondsLeft: await freeLeftOf(db, chat, now),
    previewSeconds: chat.previewSeconds,
    exitCode: asChatExitCode(chat.exitCode),
    endedAt: iso(chat.endedAt),
  };
}

/** The guest's own chat; another guest's (or none) is 404, so ids reveal nothing. */
export async function guestChat(db: DbOrTx, guestId: number, chatId: number): Promise<ChatRow> {
  const [row] = await db.select().from(chats).where(and(eq(chats.id, chatId), eq(chats.guestId, guestId))).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such chat.');
  return row;
}

/** GET chat/current: the guest's chat that has not ended (at most one, chats_guest_active_key). */
export async function currentChat(db: DbOrTx, guestId: number, now = new Date()): Promise<ChatView | null> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.guestId, guestId), ne(chats.status, 'ended')))
    .orderBy(desc(chats.id))
    .limit(1);
  return row ? chatView(db, row, now) : null;
}

/** The itemised receipt: what was delivered, how each second was paid, what it cost. */
export async function chatReceipt(db: DbOrTx, guestId: number, chatId: number): Promise<ChatReceipt> {
  const chat = await guestChat(db, guestId, chatId);
  const view = await chatView(db, chat);
  const money = (amount: number) => formatMoney(amount, chat.currency);
  const items: ChatReceipt['items'] = [];
  if (chat.freeSecondsUsed > 0) items.push({ kind: 'free', seconds: chat.freeSecondsUsed, amount: 0, amountFormatted: money(0) });
  if (chat.voucherSecondsUsed > 0) items.push({ kind: 'voucher', seconds: chat.voucherSecondsUsed, amount: 0, amountFormatted: money(0) });
  if (chat.paidSeconds > 0) items.push({ kind: 'paid', seconds: chat.paidSeconds, amount: chat.billedAmount, amountFormatted: money(chat.billedAmount) });
  return {
    chatId: chat.id,
    type: chat.type,
    actorId: chat.actorId,
    actorName: view.actorName,
    status: chat.status,
    startedAt: (chat.mediaStartedAt ?? chat.createdAt).toISOString(),
    endedAt: iso(chat.endedAt),
    seconds: chat.billedSeconds,
    pricePerMinute: chat.pricePerMinute,
    pricePerMinuteFormatted: view.pricePerMinuteFormatted,
    voucherSeconds: chat.voucherSecondsUsed,
    freeSeconds: chat.freeSecondsUsed,
    paidSeconds: chat.paidSeconds,
    amount: chat.billedAmount,
    amountFormatted: money(chat.billedAmount),
    currency: 'EUR',
    exitCode: view.exitCode,
    items,
  };
}
