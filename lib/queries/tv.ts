import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import type { TvChannelName, TvStream } from '@/lib/contracts/tv';

/**
 * The live TV channel (§2). Keys name no guest (the page's query client is emptied when the
 * guest changes); the §7 VIP and TV update events invalidate `all` (lib/realtime/query-invalidation.ts),
 * so a subscription bought in the overlay asks for the stream again and it starts without a reload.
 */
export const tvKeys = {
  all: ['tv'] as const,
  program: (language: Locale, channel: TvChannelName) => [...tvKeys.all, 'program', channel, language] as const,
  stream: (channel: TvChannelName) => [...tvKeys.all, 'stream', channel] as const,
};

/** GET tv/program/{type}: what is on now and next. */
export function tvProgramOptions(language: Locale, channel: TvChannelName) {
  return queryOptions({
    queryKey: tvKeys.program(language, channel),
    queryFn: async ({ signal }) => {
      const { tvProgramResponseSchema } = await import('@/lib/contracts/tv');
      return (await restRequest(`tv/program/${channel}`, { language, schema: tvProgramResponseSchema, signal })).data;
    },
  });
}

/** The stream answer: a signed playlist, or why not (§6 subscription, §9 age). */
export type TvStreamAnswer = { kind: 'open'; stream: TvStream } | { kind: 'subscribe' } | { kind: 'age' };

/**
 * GET tv/stream/{type}. Its URL lives 10 minutes: the player asks again before then
 * (staleTime below it) and whenever a media request was refused.
 */
export function tvStreamOptions(language: Locale, channel: TvChannelName) {
  return queryOptions({
    queryKey: tvKeys.stream(channel),
    staleTime: 5 * 60_000,
    refetchInterval: 8 * 60_000,
    queryFn: async ({ signal }): Promise<TvStreamAnswer> => {
      const { tvStreamResponseSchema } = await import('@/lib/contracts/tv');
      try {
        const { data } = await restRequest(`tv/stream/${channel}`, { language, schema: tvStreamResponseSchema, signal });
        return { kind: 'open', stream: data };
      } catch (error) {
        if (isApiError(error) && error.code === 'TV_SUBSCRIPTION_REQUIRED') return { kind: 'subscribe' };
        if (isApiError(error) && error.code === 'AGE_VERIFICATION_REQUIRED') return { kind: 'age' };
        throw error;
      }
    },
  });
}
