import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';
import { getQueryClient } from './query-client';
import { personalKeys } from './personal';
import { expectSubscriptionUpdate } from '@/lib/realtime/subscription-callbacks';

const contracts = () => import('@/lib/contracts/games');

const ATTEMPT = 'id createdAt seedHash outcome { kind segment reels win } reward { key type amount } rewardCode points';
const SPIN_WHEEL = `query SpinWheel { spinWheel { segments { key type amount } spins wins { ${ATTEMPT} } } }`;
const SPIN = `mutation Spin { spinWheel { attempt { ${ATTEMPT} } spinsLeft } }`;
const GAME_CONFIG = `query GameConfig($qmday: String) { gameConfig(gameType: "slotMachine", qmday: $qmday) {
  id startDate endDate dailyAttempts gameType gameCategory gameStatus dayConfigs { day pointsPerAttempt }
  languageConfigs { language title description rewards { key type amount text } } } }`;
const GUEST_INFO = `query GameGuestInfo($configId: Int!, $qmday: String) { gameGuestInfo(configId: $configId, qmday: $qmday) { points attemptsLeftToday gainedRewards { ${ATTEMPT} } } }`;
const USE_ATTEMPT = `mutation UseAttempt($configId: Int!, $qmday: String) { useAttempt(configId: $configId, qmday: $qmday) { attempt { ${ATTEMPT} } attemptsLeftToday points } }`;

/** §3 games through GraphQL: the spin wheel and the slot machine. Keys name no guest (the client is cleared on a guest change). */
export const gamesKeys = {
  all: ['games'] as const,
  wheel: () => ['games', 'wheel'] as const,
  slotConfig: (qmday: string | null) => ['games', 'slot', 'config', qmday] as const,
  slotGuest: (configId: number, qmday: string | null) => ['games', 'slot', 'guest', configId, qmday] as const,
};

export function spinWheelOptions(language: Locale) {
  return queryOptions({
    queryKey: gamesKeys.wheel(),
    queryFn: async ({ signal }) => {
      const { spinWheelQuerySchema } = await contracts();
      return (await graphqlRequest(SPIN_WHEEL, { language, schema: spinWheelQuerySchema, requireToken: true, signal })).spinWheel;
    },
  });
}

/** One turn; the wheel and the benefits (spins, vouchers) follow. */
export function spinMutation(language: Locale) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...gamesKeys.all, 'spin'],
    mutationFn: async () => {
      const { spinResultSchema } = await contracts();
      return (await graphqlRequest(SPIN, { language, schema: spinResultSchema, requireToken: true })).spinWheel;
    },
    onSettled: () => {
      void getQueryClient().invalidateQueries({ queryKey: gamesKeys.wheel() });
      void getQueryClient().invalidateQueries({ queryKey: personalKeys.benefits(language) });
    },
  });
}

export function slotConfigOptions(language: Locale, qmday: string | null) {
  return queryOptions({
    queryKey: gamesKeys.slotConfig(qmday),
    queryFn: async ({ signal }) => {
      const { gameConfigQuerySchema } = await contracts();
      return (await graphqlRequest(GAME_CONFIG, { language, schema: gameConfigQuerySchema, variables: { qmday }, signal })).gameConfig;
    },
  });
}

export function slotGuestOptions(language: Locale, configId: number, qmday: string | null) {
  return queryOptions({
    queryKey: gamesKeys.slotGuest(configId, qmday),
    queryFn: async ({ signal }) => {
      const { gameGuestInfoQuerySchema } = await contracts();
      return (await graphqlRequest(GUEST_INFO, { language, schema: gameGuestInfoQuerySchema, variables: { configId, qmday }, requireToken: true, signal })).gameGuestInfo;
    },
  });
}

/** §7 use-attempt {configId}; the guest info and the benefits (a won voucher, spin or VIP day) follow. */
export function attemptMutation(language: Locale, configId: number, qmday: string | null) {
  return mutationOptions({
    // §4 a VIP day it may grant is shown where it was won (lib/realtime/subscription-callbacks.ts).
    onMutate: () => expectSubscriptionUpdate(),
    mutationKey: [...gamesKeys.all, 'attempt', configId],
    mutationFn: async () => {
      const { useAttemptResultSchema } = await contracts();
      return (await graphqlRequest(USE_ATTEMPT, { language, schema: useAttemptResultSchema, variables: { configId, qmday }, requireToken: true })).useAttempt;
    },
    onSettled: () => {
      void getQueryClient().invalidateQueries({ queryKey: gamesKeys.slotGuest(configId, qmday) });
      void getQueryClient().invalidateQueries({ queryKey: personalKeys.benefits(language) });
    },
  });
}
