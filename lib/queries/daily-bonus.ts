import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { DailyBonusDays } from '@/lib/contracts/daily-bonus';
import { getQueryClient } from './query-client';
import { expectSubscriptionUpdate } from '@/lib/realtime/subscription-callbacks';

const contracts = () => import('@/lib/contracts/daily-bonus');

/** The client side of the §3 daily bonus (/daily-deals/): REST dailyBonus/*. */
export const dailyBonusKeys = {
  all: ['dailyBonus'] as const,
  days: (language: Locale, qmday: string | null) => ['dailyBonus', 'days', language, qmday] as const,
  consumed: () => ['dailyBonus', 'consumed'] as const,
};

/** §4 "reloaded on a reload action": yesterday's, today's and tomorrow's offers with the guest's purchased flags. */
export function dailyBonusOptions(language: Locale, qmday: string | null, initialData?: DailyBonusDays) {
  return queryOptions({
    queryKey: dailyBonusKeys.days(language, qmday),
    queryFn: async ({ signal }) => {
      const { dailyBonusResponseSchema } = await contracts();
      return (await restRequest('dailyBonus/get', { language, query: { qmday }, schema: dailyBonusResponseSchema, signal })).data;
    },
    initialData,
    // The server render is the visitor's view: a guest's purchased flags load at once.
    initialDataUpdatedAt: 0,
  });
}

/** §9 the guest's last 31 consumed offers. */
export function consumedOffersOptions(language: Locale) {
  return queryOptions({
    queryKey: dailyBonusKeys.consumed(),
    queryFn: async ({ signal }) => {
      const { consumedOffersResponseSchema } = await contracts();
      return (await restRequest('dailyBonus/consumed', { language, schema: consumedOffersResponseSchema, signal })).data.offers;
    },
  });
}

/** Claim (free) or buy (priced) today's offer; the offers and consumed offers follow. */
export function claimOfferMutation(language: Locale, qmday: string | null) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...dailyBonusKeys.all, 'claim'],
    mutationFn: async (offerId: number) => {
      const { claimOfferResponseSchema } = await contracts();
      return (await restRequest('dailyBonus/claim', { language, method: 'POST', body: { offerId, ...(qmday ? { qmday } : {}) }, schema: claimOfferResponseSchema })).data;
    },
    onSuccess: () => void getQueryClient().invalidateQueries({ queryKey: dailyBonusKeys.all }),
  });
}
