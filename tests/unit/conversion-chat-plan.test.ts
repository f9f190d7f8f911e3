import { describe, expect, it } from 'vitest';
import { bonusBenefitsSchema } from '@/lib/contracts/bonus';
import { CONVERSION_CHAT_TRIAL_CODE } from '@/lib/conversion-chat/conversion-chat-rules';
import { planBenefits } from '@/lib/server/bonus/plan-benefits';
import { DEMO_BONUS_CODES } from '@/lib/server/db/seed/bonus-codes';

describe('§9 "Promo codes: ... a conversion chat trial code"', () => {
  it('the benefit conversionChatTrial plans the trial itself, not a voucher of the code (the trial grants its own, once per guest)', () => {
    const plan = planBenefits([{ kind: 'conversionChatTrial' }], new Date('2026-11-27T12:00:00Z'));
    expect(plan.conversionChatTrial).toBe(true);
    expect(plan.vouchers).toEqual([]);
    expect(plan.money.size).toBe(0);
    expect(planBenefits([{ kind: 'bonusMoney', amount: 100 }], new Date()).conversionChatTrial).toBe(false);
  });

  it('the seed has the code CHATTRIAL with exactly that benefit, valid for the config schema', () => {
    const code = DEMO_BONUS_CODES.find((c) => c.code === CONVERSION_CHAT_TRIAL_CODE);
    expect(code?.benefits).toEqual([{ kind: 'conversionChatTrial' }]);
    expect(bonusBenefitsSchema.parse(code?.benefits)).toEqual([{ kind: 'conversionChatTrial' }]);
  });
});
