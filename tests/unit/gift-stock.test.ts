import { describe, expect, it } from 'vitest';
import { bonusBenefitSchema } from '@/lib/contracts/bonus';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { stockAfterSend, stockFromRecord } from '@/lib/messenger/gift-composer';
import { planBenefits } from '@/lib/server/bonus/plan-benefits';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('§3 bonus code config "messenger gifts"', () => {
  it('with a giftId the gifts go to the guest\'s boughtGifts, not to a voucher', () => {
    const plan = planBenefits([{ kind: 'messengerGifts', amount: 3, giftId: 1 }], NOW);
    expect(plan.gifts).toEqual([{ giftId: 1, amount: 3 }]);
    expect(plan.vouchers).toEqual([]);
    expect(plan.money.size).toBe(0);
    expect(plan.benefits).toEqual([]);
  });

  it('without a giftId it stays a messenger-gift voucher (type 6) with its performer and validity', () => {
    const plan = planBenefits([{ kind: 'messengerGifts', amount: 4, actorId: 7, validDays: 2 }], NOW);
    expect(plan.gifts).toEqual([]);
    expect(plan.vouchers).toEqual([{ type: VOUCHER_TYPE.messengerGift, amount: 4, actorId: 7, validTo: new Date(NOW.getTime() + 2 * 86_400_000) }]);
  });

  it('two grants of gifts in one code stay two lines (each adds to the stock)', () => {
    const plan = planBenefits(
      [
        { kind: 'messengerGifts', amount: 3, giftId: 1 },
        { kind: 'messengerGifts', amount: 2, giftId: 2 },
        { kind: 'bonusMoney', amount: 100 },
      ],
      NOW,
    );
    expect(plan.gifts).toEqual([
      { giftId: 1, amount: 3 },
      { giftId: 2, amount: 2 },
    ]);
    expect(plan.money.get('EUR')).toBe(100);
  });

  it('owned gifts have no performer or validity: a giftId with actorId or validDays is refused', () => {
    expect(bonusBenefitSchema.safeParse({ kind: 'messengerGifts', amount: 3, giftId: 1 }).success).toBe(true);
    expect(bonusBenefitSchema.safeParse({ kind: 'messengerGifts', amount: 3, giftId: 1, actorId: 7 }).success).toBe(false);
    expect(bonusBenefitSchema.safeParse({ kind: 'messengerGifts', amount: 3, giftId: 1, validDays: 5 }).success).toBe(false);
    expect(bonusBenefitSchema.safeParse({ kind: 'messengerGifts', amount: 3, giftId: 0 }).success).toBe(false);
  });
});

describe('§4 "the message price counts only gifts not covered by bought gifts": the stock after a send', () => {
  it('each gift on the message takes min(quantity, owned) from stock; used-up gifts drop out', () => {
    const stock = { '1': 2, '2': 1, '5': 4 };
    expect(
      stockAfterSend(stock, [
        { giftId: 1, quantity: 1 },
        { giftId: 2, quantity: 3 },
        { giftId: 9, quantity: 1 },
      ]),
    ).toEqual({ '1': 1, '5': 4 });
  });

  it('the same gift on two lines counts together, like the server settles it', () => {
    expect(
      stockAfterSend({ '1': 3 }, [
        { giftId: 1, quantity: 1 },
        { giftId: 1, quantity: 1 },
      ]),
    ).toEqual({ '1': 1 });
  });

  it('a message without gifts leaves the stock as it was; JSON keys become gift ids', () => {
    expect(stockAfterSend({ '1': 2 }, [])).toEqual({ '1': 2 });
    expect(stockFromRecord({ '1': 2, '12': 1 })).toEqual(
      new Map([
        [1, 2],
        [12, 1],
      ]),
    );
  });
});
