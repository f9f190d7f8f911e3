import { GIFTS_PER_MESSAGE, type IncludedGift } from '@/lib/contracts/messenger';
import { type MessageQuote, mergeGifts, quoteMessage } from '@/lib/contracts/messenger-price';

/**
 * §4 gift composer, pure: the gifts and toy controls the guest puts on the next message.
 * - Adding a gift lowers the temporary owned count (what is left of the bought gifts).
 * - Removing restores it, but only up to the bought count (§5: re-added only up to the number bought).
 * - The message price counts only gifts not covered by bought gifts (quoteMessage, shared with the
 *   server, so the price shown is the price charged).
 */
export type GiftComposer = {
  /** Gift id → quantity on the message, in the order they were first added. */
  lines: IncludedGift[];
  /** §3 boughtGifts: gift id → quantity the guest owns (before this message). */
  bought: ReadonlyMap<number, number>;
  /** The temporary owned count: bought minus what this message already takes from stock. */
  owned: ReadonlyMap<number, number>;
};

export function createGiftComposer(bought: ReadonlyMap<number, number>): GiftComposer {
  return { lines: [], bought, owned: new Map(bought) };
}

export function giftCount(composer: GiftComposer): number {
  return composer.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** One more of a gift; refused (the same composer back) once the message holds the cap. */
export function addGift(composer: GiftComposer, giftId: number): GiftComposer {
  if (giftCount(composer) >= GIFTS_PER_MESSAGE) return composer;
  const found = composer.lines.some((line) => line.giftId === giftId);
  const lines = found
    ? composer.lines.map((line) => (line.giftId === giftId ? { ...line, quantity: line.quantity + 1 } : line))
    : [...composer.lines, { giftId, quantity: 1 }];
  const owned = new Map(composer.owned);
  const left = owned.get(giftId) ?? 0;
  if (left > 0) owned.set(giftId, left - 1);
  return { ...composer, lines, owned };
}

/** One less of a gift; the owned count comes back, never above the bought count (§4, §5). */
export function removeGift(composer: GiftComposer, giftId: number): GiftComposer {
  const line = composer.lines.find((entry) => entry.giftId === giftId);
  if (!line) return composer;
  const lines =
    line.quantity > 1
      ? composer.lines.map((entry) => (entry.giftId === giftId ? { ...entry, quantity: entry.quantity - 1 } : entry))
      : composer.lines.filter((entry) => entry.giftId !== giftId);
  const owned = new Map(composer.owned);
  const cap = composer.bought.get(giftId) ?? 0;
  owned.set(giftId, Math.min(cap, (owned.get(giftId) ?? 0) + 1));
  return { ...composer, lines, owned };
}

/** §3 boughtGifts as it travels (JSON keys are strings) → gift id → quantity. */
export function stockFromRecord(record: Readonly<Record<string, number>>): Map<number, number> {
  return new Map(Object.entries(record).map(([giftId, quantity]) => [Number(giftId), quantity]));
}

/**
 * The guest's stock after a sent message, by the rule the server settles with: each gift on the
 * message takes min(quantity, owned) from stock (quoteMessage's fromStock). Gifts used up drop
 * out, as GET guest/session lists only what is left.
 */
export function stockAfterSend(stock: Readonly<Record<string, number>>, gifts: readonly IncludedGift[]): Record<string, number> {
  const left = stockFromRecord(stock);
  for (const gift of mergeGifts(gifts)) {
    const owned = left.get(gift.giftId) ?? 0;
    if (owned > 0) left.set(gift.giftId, owned - Math.min(owned, gift.quantity));
  }
  return Object.fromEntries([...left].filter(([, quantity]) => quantity > 0));
}

/** After a send: the stock the server used is gone; a new, empty message starts from what is left. */
export function composerSent(composer: GiftComposer): GiftComposer {
  return createGiftComposer(composer.owned);
}

export type PriceInput = { text: string; messagePrice: number; freeMessagesAmount: number; isMessagingFree: boolean };

/** The price shown on the send button; gifts from stock cost nothing, the rest their catalogue price. */
export function composerQuote(composer: GiftComposer, channel: PriceInput, giftPrices: ReadonlyMap<number, number>): MessageQuote {
  return quoteMessage({ ...channel, gifts: composer.lines, giftPrices, boughtGifts: composer.bought });
}
