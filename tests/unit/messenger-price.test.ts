import { describe, expect, it } from 'vitest';
import { mergeGifts, type MessageQuoteInput, quoteMessage } from '@/lib/contracts/messenger-price';

const ROSE = 1;
const TEDDY = 2;
const base: MessageQuoteInput = {
  text: 'Hello',
  messagePrice: 99,
  freeMessagesAmount: 0,
  isMessagingFree: false,
  gifts: [],
  giftPrices: new Map([
    [ROSE, 199],
    [TEDDY, 799],
  ]),
  boughtGifts: new Map(),
};

describe('messenger message price (§4 Messenger channels)', () => {
  it('a text message costs the performer\'s message price', () => {
    expect(quoteMessage(base)).toMatchObject({ price: 99, messageCharge: 99, giftCharge: 0, usesFreeMessage: false });
  });

  it('"free messages and isMessagingFree honoured": a free message left is used instead of paying', () => {
    expect(quoteMessage({ ...base, freeMessagesAmount: 1 })).toMatchObject({ price: 0, usesFreeMessage: true });
    expect(quoteMessage({ ...base, isMessagingFree: true, freeMessagesAmount: 3 })).toMatchObject({ price: 0, usesFreeMessage: false });
  });

  it('a message of gifts only costs only its gifts and uses no free message', () => {
    const quote = quoteMessage({ ...base, text: '  ', freeMessagesAmount: 2, gifts: [{ giftId: ROSE, quantity: 2 }] });
    expect(quote).toMatchObject({ price: 398, messageCharge: 0, giftCharge: 398, usesFreeMessage: false });
  });

  it('§4 "the message price counts only gifts not covered by bought gifts"', () => {
    const quote = quoteMessage({
      ...base,
      gifts: [
        { giftId: ROSE, quantity: 3 },
        { giftId: TEDDY, quantity: 1 },
      ],
      boughtGifts: new Map([
        [ROSE, 2],
        [TEDDY, 5],
      ]),
    });
    expect(quote.fromStock).toEqual([
      { giftId: ROSE, quantity: 2 },
      { giftId: TEDDY, quantity: 1 },
    ]);
    expect(quote.paidGifts).toEqual([{ giftId: ROSE, quantity: 1 }]);
    expect(quote.price).toBe(99 + 199);
  });

  it('the same gift added twice counts as one line with both quantities', () => {
    expect(
      mergeGifts([
        { giftId: ROSE, quantity: 1 },
        { giftId: TEDDY, quantity: 1 },
        { giftId: ROSE, quantity: 2 },
      ]),
    ).toEqual([
      { giftId: ROSE, quantity: 3 },
      { giftId: TEDDY, quantity: 1 },
    ]);
  });

  it('an unknown gift cannot be priced', () => {
    expect(() => quoteMessage({ ...base, gifts: [{ giftId: 42, quantity: 1 }] })).toThrow();
  });
});
