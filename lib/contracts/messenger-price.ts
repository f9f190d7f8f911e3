import type { IncludedGift } from './messenger';

/**
 * The price of one message before it is sent ("a clear price before sending"), shared by
 * the server (what is charged) and the composer (what is shown). EUR cents.
 *
 * - The message price is charged for a message with text, unless messaging with this performer
 *   is free (isMessagingFree) or the guest still has free messages (§4 freeMessagesAmount, one
 *   is used per message). A message of gifts only costs only its gifts.
 * - §4 gift composer: the message price counts only gifts not covered by bought gifts; the
 *   covered ones are taken from the guest's stock (boughtGifts) instead.
 */
export type MessageQuoteInput = {
  text: string;
  messagePrice: number;
  freeMessagesAmount: number;
  isMessagingFree: boolean;
  gifts: readonly IncludedGift[];
  /** Catalogue price of each gift id (EUR cents). */
  giftPrices: ReadonlyMap<number, number>;
  /** §3 boughtGifts: gift id → quantity the guest owns. */
  boughtGifts: ReadonlyMap<number, number>;
};

export type MessageQuote = {
  /** What this message costs in total. */
  price: number;
  messageCharge: number;
  giftCharge: number;
  usesFreeMessage: boolean;
  /** Gifts taken from the guest's stock (cost nothing). */
  fromStock: IncludedGift[];
  /** Gifts paid with this message. */
  paidGifts: IncludedGift[];
};

/** The same gift added twice counts as one line with both quantities. */
export function mergeGifts(gifts: readonly IncludedGift[]): IncludedGift[] {
  const byId = new Map<number, number>();
  for (const gift of gifts) byId.set(gift.giftId, (byId.get(gift.giftId) ?? 0) + gift.quantity);
  return [...byId].map(([giftId, quantity]) => ({ giftId, quantity }));
}

export function quoteMessage(input: MessageQuoteInput): MessageQuote {
  const hasText = input.text.trim() !== '';
  const usesFreeMessage = hasText && !input.isMessagingFree && input.freeMessagesAmount > 0;
  const messageCharge = hasText && !input.isMessagingFree && !usesFreeMessage ? input.messagePrice : 0;

  const fromStock: IncludedGift[] = [];
  const paidGifts: IncludedGift[] = [];
  let giftCharge = 0;
  for (const gift of mergeGifts(input.gifts)) {
    const price = input.giftPrices.get(gift.giftId);
    if (price === undefined) throw new Error(`Unknown gift ${gift.giftId}`);
    const covered = Math.min(gift.quantity, Math.max(0, input.boughtGifts.get(gift.giftId) ?? 0));
    if (covered > 0) fromStock.push({ giftId: gift.giftId, quantity: covered });
    const uncovered = gift.quantity - covered;
    if (uncovered > 0) {
      paidGifts.push({ giftId: gift.giftId, quantity: uncovered });
      giftCharge += uncovered * price;
    }
  }
  return { price: messageCharge + giftCharge, messageCharge, giftCharge, usesFreeMessage, fromStock, paidGifts };
}
