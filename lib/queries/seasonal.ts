import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { getQueryClient } from './query-client';
import { expectSubscriptionUpdate } from '@/lib/realtime/subscription-callbacks';

const contracts = () => import('@/lib/contracts/seasonal');
/** §2 the test day forwarded to the data calls (only sent when the page has one). */
const dayQuery = (qmday: string | null) => (qmday ? { qmday } : {});

/** The client side of the §3 seasonal events: REST specialEvents/easter/*, adventcalendar, redeemReward. */
export const seasonalKeys = {
  all: ['seasonal'] as const,
  easter: (language: Locale, qmday: string | null) => ['seasonal', 'easter', language, qmday] as const,
  eggs: (qmday: string | null) => ['seasonal', 'eggs', qmday] as const,
  advent: (language: Locale, qmday: string | null) => ['seasonal', 'advent', language, qmday] as const,
};

/** §3 the guest's hunt: collectedEggs, rewards, reward history. */
export function easterStateOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: seasonalKeys.easter(language, qmday),
    queryFn: async ({ signal }) => {
      const { easterStateResponseSchema } = await contracts();
      return (await restRequest('specialEvents/easter/get', { language, query: dayQuery(qmday), schema: easterStateResponseSchema, signal })).data;
    },
  });
}

/** Today's eggs hidden for the guest, each with the page it sits on. */
export function hiddenEggsOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: seasonalKeys.eggs(qmday),
    queryFn: async ({ signal }) => {
      const { hiddenEggsResponseSchema } = await contracts();
      return (await restRequest('specialEvents/easter/eggs', { language, query: dayQuery(qmday), schema: hiddenEggsResponseSchema, signal })).data;
    },
  });
}

/** Collect one egg (called from the egg's click, outside React): the eggs and the hunt follow. */
export async function collectEgg(language: Locale, qmday: string | null, verificationToken: string) {
  const { collectEggResponseSchema } = await contracts();
  const result = await restRequest('specialEvents/easter/collectEgg', {
    language,
    method: 'POST',
    body: { verificationToken, ...(qmday ? { qmdate: qmday } : {}) },
    schema: collectEggResponseSchema,
  });
  await getQueryClient().invalidateQueries({ queryKey: seasonalKeys.all });
  return result.data;
}

/** §4 redeem a won reward by its optionCode: the entry becomes non-redeemable. */
export function redeemRewardMutation(language: Locale, qmday: string | null, eventId: number) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...seasonalKeys.all, 'redeem', eventId],
    mutationFn: async (optionCode: string) => {
      const { redeemRewardResponseSchema } = await contracts();
      return (await restRequest(`specialEvents/redeemReward/${eventId}`, { language, method: 'POST', body: { optionCode, ...dayQuery(qmday) }, schema: redeemRewardResponseSchema })).data;
    },
    onSuccess: () => void getQueryClient().invalidateQueries({ queryKey: seasonalKeys.all }),
  });
}

/** §3 the advent calendar's doors as the guest sees them. */
export function adventStateOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: seasonalKeys.advent(language, qmday),
    queryFn: async ({ signal }) => {
      const { adventStateResponseSchema } = await contracts();
      return (await restRequest('specialEvents/adventcalendar', { language, query: dayQuery(qmday), schema: adventStateResponseSchema, signal })).data;
    },
  });
}

/** Open a door (today's, once). */
export function openDoorMutation(language: Locale, qmday: string | null) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...seasonalKeys.all, 'openDoor'],
    mutationFn: async (door: number) => {
      const { openDoorResponseSchema } = await contracts();
      return (await restRequest('specialEvents/adventcalendar/open', { language, method: 'POST', body: { door, ...dayQuery(qmday) }, schema: openDoorResponseSchema })).data;
    },
    onSuccess: () => void getQueryClient().invalidateQueries({ queryKey: seasonalKeys.all }),
  });
}
