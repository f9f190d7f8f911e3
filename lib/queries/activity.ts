import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';
import type { PointsEvent, PointsEventType } from '@/lib/contracts/activity';
import { getQueryClient } from './query-client';
import { personalKeys } from './personal';
import { expectSubscriptionUpdate } from '@/lib/realtime/subscription-callbacks';

const contracts = () => import('@/lib/contracts/activity');

const POINTS_EVENT = `query ActivityEvent($type: String!, $qmday: String) { activityEvent(type: $type, qmday: $qmday) {
  day event { id key type state firstDay lastDay } points
  activities { key points limitPerDay doneToday } challenges { key points target progress completed }
  rewards { key type amount requiredPoints claimed claimable } } }`;
const CLAIM = `mutation ClaimActivityReward($eventId: Int!, $rewardKey: String!, $qmday: String) {
  claimActivityReward(eventId: $eventId, rewardKey: $rewardKey, qmday: $qmday) { rewardKey type amount points } }`;

/** §3 the points events (activity event, gold rush) through GraphQL. */
export const activityKeys = {
  all: ['activity'] as const,
  event: (language: Locale, type: PointsEventType, qmday: string | null) => ['activity', 'event', language, type, qmday] as const,
};

/** The event with the guest's points; the server render (a visitor's view) is shown until it loads. */
export function pointsEventOptions(language: Locale, type: PointsEventType, qmday: string | null, initialData?: PointsEvent) {
  return queryOptions({
    queryKey: activityKeys.event(language, type, qmday),
    queryFn: async ({ signal }) => {
      const { activityEventQuerySchema } = await contracts();
      return (await graphqlRequest(POINTS_EVENT, { language, variables: { type, qmday }, schema: activityEventQuerySchema, signal })).activityEvent;
    },
    initialData,
    initialDataUpdatedAt: 0,
  });
}

/** Claim a reward once reached; the event and the benefits follow. */
export function claimActivityRewardMutation(language: Locale, qmday: string | null) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...activityKeys.all, 'claim'],
    mutationFn: async (input: { eventId: number; rewardKey: string }) => {
      const { claimActivityRewardResultSchema } = await contracts();
      return (await graphqlRequest(CLAIM, { language, variables: { ...input, qmday }, schema: claimActivityRewardResultSchema, requireToken: true })).claimActivityReward;
    },
    onSettled: () => {
      void getQueryClient().invalidateQueries({ queryKey: activityKeys.all });
      void getQueryClient().invalidateQueries({ queryKey: personalKeys.benefits(language) });
    },
  });
}
