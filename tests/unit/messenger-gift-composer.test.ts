import { describe, expect, it } from 'vitest';
import { addGift, composerQuote, composerSent, createGiftComposer, giftCount, removeGift } from '@/lib/messenger/gift-composer';

const ROSE = 1;
const HEART = 2;
const prices = new Map([
  [ROSE, 199],
  [HEART, 500],
]);
const paidChannel = { text: 'Hello', messagePrice: 99, freeMessagesAmount: 0, isMessagingFree: false };

describe('§4 gift composer', () => {
  it('"adding a gift lowers the temporary owned count"', () => {
    const composer = addGift(createGiftComposer(new Map([[ROSE, 2]])), ROSE);
    expect(composer.owned.get(ROSE)).toBe(1);
    expect(composer.lines).toEqual([{ giftId: ROSE, quantity: 1 }]);
    expect(addGift(composer, ROSE).owned.get(ROSE)).toBe(0);
    // Not below zero: a third rose is paid, not taken from stock.
    expect(addGift(addGift(composer, ROSE), ROSE).owned.get(ROSE)).toBe(0);
  });

  it('"removing restores it up to the bought count" (§5: re-added only up to the number bought)', () => {
    let composer = createGiftComposer(new Map([[ROSE, 1]]));
    composer = addGift(addGift(addGift(composer, ROSE), ROSE), ROSE);
    expect(composer.owned.get(ROSE)).toBe(0);
    composer = removeGift(composer, ROSE);
    expect(composer.owned.get(ROSE)).toBe(1);
    composer = removeGift(removeGift(composer, ROSE), ROSE);
    expect(composer.owned.get(ROSE)).toBe(1);
    expect(composer.lines).toEqual([]);
    // A gift never bought gets no stock back.
    expect(removeGift(addGift(composer, HEART), HEART).owned.get(HEART)).toBe(0);
  });

  it('"The message price counts only gifts not covered by bought gifts"', () => {
    let composer = createGiftComposer(new Map([[ROSE, 1]]));
    composer = addGift(addGift(addGift(composer, ROSE), ROSE), HEART);
    const quote = composerQuote(composer, paidChannel, prices);
    expect(quote.giftCharge).toBe(199 + 500);
    expect(quote.messageCharge).toBe(99);
    expect(quote.price).toBe(99 + 199 + 500);
    expect(quote.fromStock).toEqual([{ giftId: ROSE, quantity: 1 }]);
  });

  it('free messages and isMessagingFree make the text free; gifts still cost', () => {
    const composer = addGift(createGiftComposer(new Map()), HEART);
    expect(composerQuote(composer, { ...paidChannel, freeMessagesAmount: 2 }, prices)).toMatchObject({ messageCharge: 0, usesFreeMessage: true, price: 500 });
    expect(composerQuote(composer, { ...paidChannel, isMessagingFree: true }, prices)).toMatchObject({ messageCharge: 0, usesFreeMessage: false, price: 500 });
    expect(composerQuote(createGiftComposer(new Map()), paidChannel, prices).price).toBe(99);
  });

  it('a message holds at most 10 gifts; after sending the stock left is the new bought count', () => {
    let composer = createGiftComposer(new Map([[ROSE, 3]]));
    for (let i = 0; i < 12; i += 1) composer = addGift(composer, ROSE);
    expect(giftCount(composer)).toBe(10);
    const next = composerSent(composer);
    expect(next.lines).toEqual([]);
    expect(next.bought.get(ROSE)).toBe(0);
  });
});
