import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { IncludedGift, SendResult } from '@/lib/contracts/messenger';
import { mergeGifts, type MessageQuote } from '@/lib/contracts/messenger-price';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { messengerChannels, messengerMessages } from '@/lib/server/db/schema/messenger';
import { AppError, isAppError } from '@/lib/server/errors';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { getBalance } from '@/lib/server/wallet/ledger';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { selectChannelRows } from './channel-row';
import { type GiftRow, giftRowsByIds } from './gifts';
import { findMessage } from './messages';
import { publishMessageEvents } from './publish-message';
import { type ChatContext, guestAccount, settleGuestMessage } from './settle-guest-message';

export type GuestMessageInput = {
  guestId: number;
  channelId: number;
  text: string;
  gifts: IncludedGift[];
  clientMessageId: string;
  /** Inside a running video chat: text is free (the chat is paid per second), gifts and toys cost as always. */
  chat?: ChatContext;
};

/**
 * A guest's message: only into her own channel (NOT_FOUND otherwise, nothing
 * stored), not into a blocked one (FORBIDDEN, details.reason BLOCKED). Gifts must be active; VIP
 * gifts need VIP; toy controls need the performer online with toy control (GIFT_UNAVAILABLE).
 * The price (./../contracts/messenger-price.ts) is charged in ONE transaction with the message,
 * exactly once per clientMessageId: a replay answers the first message and charges nothing.
 * Not enough money: 409 INSUFFICIENT_FUNDS {price, balance, missing}, nothing written.
 */
export async function sendGuestMessage(db: DbOrTx, pubsub: PubSub, input: GuestMessageInput, now = new Date()): Promise<SendResult> {
  const [channel] = await selectChannelRows(db).where(and(eq(messengerChannels.id, input.channelId), eq(messengerChannels.guestId, input.guestId)));
  if (!channel) throw new AppError('NOT_FOUND', 'No such channel.');
  const replay = await findReplay(db, input);
  if (replay) return replay;
  if (channel.blockedBy !== null) throw new AppError('FORBIDDEN', 'This channel is blocked.', { reason: 'BLOCKED' });

  const gifts = mergeGifts(input.gifts);
  const catalogue = await giftRowsByIds(db, gifts.map((g) => g.giftId));
  await assertGiftsAllowed(db, input.guestId, gifts, catalogue, channel.isActorOnline && channel.dildocontrol, now);
  const messageType = gifts.some((g) => catalogue.get(g.giftId)?.kind === 'toy') ? 'toy' : gifts.length > 0 ? 'gift' : 'text';

  let quoted: MessageQuote | null = null;
  let settled;
  try {
    settled = await db.transaction((tx) =>
      settleGuestMessage(tx, {
        ...input,
        gifts,
        messageType,
        actorId: channel.actorId,
        settings: { messagePrice: channel.messagePrice, freeMessages: channel.freeMessages, isMessagingFree: channel.isMessagingFree || input.chat !== undefined },
        giftPrices: new Map([...catalogue].map(([id, row]) => [id, row.price])),
        subject: subjectOf(input.text, gifts, catalogue),
        now,
        onQuote: (quote) => (quoted = quote),
      }),
    );
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const price = (quoted as MessageQuote | null)?.price ?? 0;
    const balance = await getBalance(db, guestAccount(input.guestId));
    throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low for this message.', { price, balance, missing: Math.max(0, price - balance) });
  }
  // The replay raced the claim: another request stored this clientMessageId first.
  if (settled.kind === 'replay') return (await findReplay(db, input)) ?? failReplay();

  await publishMessageEvents(db, pubsub, { channelId: input.channelId, guestId: input.guestId, actorId: channel.actorId });
  if (settled.price > 0) await afterBalanceChange(db, pubsub, input.guestId);
  return {
    message: await findMessage(db, settled.messageId),
    price: settled.price,
    priceFormatted: formatMoney(settled.price, 'EUR'),
    guestBalance: settled.balance,
    guestBalanceFormatted: formatMoney(settled.balance, 'EUR'),
    replayed: false,
  };
}

function failReplay(): never {
  throw new AppError('CONFLICT', 'The message is already being sent.');
}

async function findReplay(db: DbOrTx, input: GuestMessageInput): Promise<SendResult | null> {
  const [row] = await db
    .select({ id: messengerMessages.id, price: messengerMessages.price })
    .from(messengerMessages)
    .where(and(eq(messengerMessages.channelId, input.channelId), eq(messengerMessages.senderType, 'guest'), eq(messengerMessages.clientMessageId, input.clientMessageId)));
  if (!row) return null;
  const balance = await getBalance(db, guestAccount(input.guestId));
  const message = await findMessage(db, row.id);
  return { message, price: row.price, priceFormatted: formatMoney(row.price, 'EUR'), guestBalance: balance, guestBalanceFormatted: formatMoney(balance, 'EUR'), replayed: true };
}

async function assertGiftsAllowed(db: DbOrTx, guestId: number, gifts: IncludedGift[], catalogue: Map<number, GiftRow>, toysAvailable: boolean, now: Date) {
  const rows = gifts.map((g) => catalogue.get(g.giftId));
  const unavailable = (message: string) => new AppError('VALIDATION_FAILED', message, { reason: 'GIFT_UNAVAILABLE' });
  if (rows.some((row) => !row || !row.active)) throw unavailable('A gift of this message is not available.');
  if (rows.some((row) => row?.kind === 'toy') && !toysAvailable) throw unavailable('Toy control is available only while the performer is online.');
  if (rows.some((row) => row?.vip) && !(await guestSubscriptionRoles(db, guestId, now)).isVip) throw unavailable('This gift is for VIP members.');
}

/** The channel list's preview line: the text, else the gift names. */
function subjectOf(text: string, gifts: IncludedGift[], catalogue: Map<number, GiftRow>): string {
  const line = text.trim() || gifts.map((g) => `${g.quantity}× ${catalogue.get(g.giftId)?.name ?? ''}`).join(', ');
  return line.slice(0, 140);
}
