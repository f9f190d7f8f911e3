import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';

/** POST guest/redeemBonus: §2 promocode view (and the scratch card); refusals carry the BONUS_CODE_* codes. */
export function payRedeemBonusMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'bonus', 'redeem'],
    mutationFn: async (code: string) => {
      const { redeemBonusResponseSchema } = await import('@/lib/contracts/bonus');
      return restRequest('guest/redeemBonus', { language, schema: redeemBonusResponseSchema, method: 'POST', body: { code } });
    },
  });
}
