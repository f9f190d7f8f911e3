import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';
import { restRequest } from '@/lib/api/rest';
import { getQueryClient } from './query-client';
import { personalKeys } from './personal';
import { expectSubscriptionUpdate } from '@/lib/realtime/subscription-callbacks';

const boxContracts = () => import('@/lib/contracts/event-boxes');
const dayQuery = (qmday: string | null) => (qmday ? { qmday } : {});

const GIFT_CALENDAR = `query ActorGiftCalendar($actorId: Int!, $qmday: String) { actorGiftCalendar(actorId: $actorId, qmday: $qmday) {
  actorId day state firstDay lastDay gift { type amount } claimedToday } }`;
const CLAIM_GIFT = `mutation ActorGiftCalendarClaim($actorId: Int!, $qmday: String) { actorGiftCalendarClaim(actorId: $actorId, qmday: $qmday) { actorId day type amount } }`;

/** The client side of the §2 event boxes: REST eventBoxes/* and specialEvents/get/events, GraphQL actorGiftCalendar. */
export const eventBoxesKeys = {
  all: ['eventBoxes'] as const,
  streak: (qmday: string | null) => ['eventBoxes', 'streak', qmday] as const,
  text: (language: Locale) => ['eventBoxes', 'text', language] as const,
  giftCalendar: (language: Locale, actorId: number, qmday: string | null) => ['eventBoxes', 'giftCalendar', language, actorId, qmday] as const,
  yearEvents: (language: Locale, qmday: string | null) => ['eventBoxes', 'yearEvents', language, qmday] as const,
};

/** §2 five-days-bonus: the guest's streak, read only. */
export function streakOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: eventBoxesKeys.streak(qmday),
    queryFn: async ({ signal }) => {
      const { streakResponseSchema } = await boxContracts();
      return (await restRequest('eventBoxes/streak', { language, query: dayQuery(qmday), schema: streakResponseSchema, signal })).data;
    },
  });
}

/** The guest came today: the server counts the Berlin day once; the streak query takes the answer. */
export async function recordStreakVisit(language: Locale, qmday: string | null) {
  const { streakResponseSchema } = await boxContracts();
  const { data } = await restRequest('eventBoxes/streak/visit', { language, method: 'POST', body: dayQuery(qmday), schema: streakResponseSchema });
  getQueryClient().setQueryData(eventBoxesKeys.streak(qmday), data);
  return data;
}

/** Claim the bonus of five days in a row; the streak and the benefits (the spins) follow. */
export function claimStreakMutation(language: Locale, qmday: string | null) {
  return mutationOptions({
    mutationKey: [...eventBoxesKeys.all, 'streak', 'claim'],
    mutationFn: async () => {
      const { streakResponseSchema } = await boxContracts();
      return (await restRequest('eventBoxes/streak/claim', { language, method: 'POST', body: dayQuery(qmday), schema: streakResponseSchema })).data;
    },
    onSuccess: (data) => getQueryClient().setQueryData(eventBoxesKeys.streak(qmday), data),
    onSettled: () => void getQueryClient().invalidateQueries({ queryKey: personalKeys.benefits(language) }),
  });
}

/** The strings of the boxes that open by themselves (the same for everyone in a language: kept for the page's life). */
export function boxTextOptions(language: Locale) {
  return queryOptions({
    queryKey: eventBoxesKeys.text(language),
    queryFn: async ({ signal }) => {
      const { boxTextResponseSchema } = await boxContracts();
      return (await restRequest('eventBoxes/text', { language, schema: boxTextResponseSchema, signal, accessToken: null })).data;
    },
    staleTime: Infinity,
  });
}

/** §2 actor-gift-calendar box: her calendar on the (test) day, with the guest's claimed flag. */
export function giftCalendarOptions(language: Locale, actorId: number, qmday: string | null) {
  return queryOptions({
    queryKey: eventBoxesKeys.giftCalendar(language, actorId, qmday),
    queryFn: async ({ signal }) => {
      const { actorGiftCalendarQuerySchema } = await import('@/lib/contracts/activity');
      return (await graphqlRequest(GIFT_CALENDAR, { language, variables: { actorId, qmday }, schema: actorGiftCalendarQuerySchema, signal })).actorGiftCalendar;
    },
  });
}

/** §7 actor gift calendar claim {actorId, qmday}; the calendar and the benefits follow. */
export function claimGiftMutation(language: Locale, actorId: number, qmday: string | null) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...eventBoxesKeys.all, 'giftCalendar', 'claim', actorId],
    mutationFn: async () => {
      const { claimActorGiftResultSchema } = await import('@/lib/contracts/activity');
      return (await graphqlRequest(CLAIM_GIFT, { language, variables: { actorId, qmday }, schema: claimActorGiftResultSchema, requireToken: true })).actorGiftCalendarClaim;
    },
    onSettled: () => {
      void getQueryClient().invalidateQueries({ queryKey: eventBoxesKeys.giftCalendar(language, actorId, qmday) });
      void getQueryClient().invalidateQueries({ queryKey: personalKeys.benefits(language) });
    },
  });
}

/** §2 the yearly calendar boxes: the schedule's live, upcoming and past events (REST specialEvents/get/events). */
export function yearEventsOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: eventBoxesKeys.yearEvents(language, qmday),
    queryFn: async ({ signal }) => {
      const { eventsResponseSchema } = await import('@/lib/contracts/events');
      return (await restRequest('specialEvents/get/events', { language, query: dayQuery(qmday), schema: eventsResponseSchema, signal, accessToken: null })).data;
    },
  });
}
