import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';

const contracts = () => import('@/lib/contracts/vip');

/** The client side of the §2 VIP club: REST vipClub/*. */
export const vipKeys = {
  all: ['vipClub'] as const,
  bonusDays: (qmday: string | null) => ['vipClub', 'bonusDays', qmday] as const,
};

/** §3 the guest's bonus days (VIP days from the daily bonus, codes, games and events). */
export function vipBonusDaysOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: vipKeys.bonusDays(qmday),
    queryFn: async ({ signal }) => {
      const { vipBonusDaysResponseSchema } = await contracts();
      return (await restRequest('vipClub/bonusDays', { language, query: qmday ? { qmday } : {}, schema: vipBonusDaysResponseSchema, signal })).data;
    },
  });
}
