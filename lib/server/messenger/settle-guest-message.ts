import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IncludedGift, MessengerSettings } from '@/lib/contracts/messenger';
import { type MessageQuote, quoteMessage } from '@/lib/contracts/messenger-price';
import type { Tx } from '@/lib/server/db/client';
import { messengerChannels, messengerMessages, type MessageType } from '@/lib/server/db/schema/messenger';
import { guestGiftStock } from '@/lib/server/db/schema/messenger-catalogue';
import { AppError } from '@/lib/server/errors';
import { splitSale } from '@/lib/server/purchases/price';
import { type AccountRef, getBalance, postTransactionWithBalances } from '@/lib/server/wallet/ledger';

export const guestAccount = (guestId: number): AccountRef => ({ ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

export type SettleInput = {
  guestId: number;
  actorId: number;
  channelId: number;
  text: string;
  gifts: IncludedGift[];
  clientMessageId: string;
  messageType: MessageType;
  settings: MessengerSettings;
  giftPrices: ReadonlyMap<number, number>;
  subject: string;
  now: Date;
  /** Tells the caller the price, so a refusal for lack of money can say how much is missing. */
  onQuote: (quote: MessageQuote) => void;
  /** Sent inside a video chat: stored with the message; `guard` runs first in the transaction. */
  chat?: ChatContext;
};

/**
 * A message inside a running video chat. `guard` locks the chat and refuses one that ended (it
 * runs before the channel and the ledger are locked, in the ticker's order: chat, then money),
 * so a gift is never charged for a chat that is already over.
 */
export type ChatContext = { chatId: number; isFreechat: boolean; guard: (tx: Tx) => Promise<void> };

export type Settled = { kind: 'sent'; messageId: number; price: number; balance: number } | { kind: 'replay' };

/**
 * Inside one transaction: lock the channel (concurrent sends of one channel queue here, so free
 * messages and the gift stock are counted once), quote, claim the clientMessageId (the unique key
 * decides among replays), take covered gifts from stock, post the price guest → performer
 * earnings + platform revenue (split like a sale), and update the channel.
 */
export async function settleGuestMessage(tx: Tx, input: SettleInput): Promise<Settled> {
  if (input.chat) await input.chat.guard(tx);
  const [channel] = await tx
    .select({ used: messengerChannels.freeMessagesUsed, blockedBy: messengerChannels.blockedBy })
    .from(messengerChannels)
    .where(eq(messengerChannels.id, input.channelId))
    .for('update');
  if (!channel) throw new AppError('NOT_FOUND', 'No such channel.');
  if (channel.blockedBy !== null) throw new AppError('FORBIDDEN', 'This channel is blocked.', { reason: 'BLOCKED' });

  const giftIds = input.gifts.map((g) => g.giftId);
  const stock =
    giftIds.length === 0
      ? []
      : await tx
          .select({ giftId: guestGiftStock.giftId, quantity: guestGiftStock.quantity })
          .from(guestGiftStock)
          .where(and(eq(guestGiftStock.guestId, input.guestId), inArray(guestGiftStock.giftId, giftIds)))
          .for('update');
  const quote = quoteMessage({
    text: input.text,
    messagePrice: input.settings.messagePrice,
    freeMessagesAmount: Math.max(0, input.settings.freeMessages - channel.used),
    isMessagingFree: input.settings.isMessagingFree,
    gifts: input.gifts,
    giftPrices: input.giftPrices,
    boughtGifts: new Map(stock.map((s) => [s.giftId, s.quantity])),
  });
  input.onQuote(quote);

  const [claimed] = await tx
    .insert(messengerMessages)
    .values({
      channelId: input.channelId,
      senderType: 'guest',
      messageType: input.messageType,
      text: input.text,
      includedGifts: input.gifts,
      price: quote.price,
      clientMessageId: input.clientMessageId,
      createdAt: input.now,
      chatId: input.chat?.chatId ?? null,
      isVideochat: input.chat !== undefined,
      isFreechat: input.chat?.isFreechat ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: messengerMessages.id });
  if (!claimed) return { kind: 'replay' };

  for (const used of quote.fromStock) {
    await tx
      .update(guestGiftStock)
      .set({ quantity: sql`${guestGiftStock.quantity} - ${used.quantity}` })
      .where(and(eq(guestGiftStock.guestId, input.guestId), eq(guestGiftStock.giftId, used.giftId)));
  }
  const balance = quote.price > 0 ? await pay(tx, input, quote, claimed.id) : await getBalance(tx, guestAccount(input.guestId));

  await tx
    .update(messengerChannels)
    .set({
      lastMessageId: claimed.id,
      lastMessageAt: input.now,
      subject: input.subject,
      actorUnread: sql`${messengerChannels.actorUnread} + 1`,
      freeMessagesUsed: quote.usesFreeMessage ? sql`${messengerChannels.freeMessagesUsed} + 1` : channel.used,
    })
    .where(eq(messengerChannels.id, input.channelId));
  return { kind: 'sent', messageId: claimed.id, price: quote.price, balance };
}

async function pay(tx: Tx, input: SettleInput, quote: MessageQuote, messageId: number): Promise<number> {
  const { performer, platform } = splitSale(quote.price);
  const posted = await postTransactionWithBalances(tx, {
    kind: 'messenger',
    idempotencyKey: `messenger:${input.channelId}:${input.clientMessageId}`,
    memo: { channelId: input.channelId, messageId, messageCharge: quote.messageCharge, giftCharge: quote.giftCharge, paidGifts: quote.paidGifts },
    postings: [
      { account: guestAccount(input.guestId), amount: -quote.price },
      { account: { ownerType: 'actor', ownerId: input.actorId, name: 'earnings', currency: 'EUR' }, amount: performer },
      { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: platform },
    ],
    alsoWith: (transactionId) => sql`update ${messengerMessages} set ledger_transaction_id = ${transactionId} where ${messengerMessages.id} = ${messageId}`,
  });
  if (!posted) throw new AppError('INTERNAL', 'The message could not be charged.');
  return posted.balances[0] ?? 0;
}
