import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { TvVideo } from '@/lib/contracts/tv-mediathek';
import { personalKeys } from './personal';
import { getQueryClient } from './query-client';
import { tvKeys } from './tv';

const contracts = () => import('@/lib/contracts/tv-mediathek');

/**
 * The media centre's per-viewer data (§2 mediathek, §7 tv area). Under the tv area's keys, so the
 * §7 VIP and TV update events, which invalidate `tvKeys.all` (lib/realtime/query-invalidation.ts),
 * ask the episode again: a subscription bought in the overlay lets it play without a reload. Keys
 * name no guest (the page's query client is emptied when the guest changes); they name the avs
 * status, so an age verification that arrives (§4 avs set) asks again.
 */
export const tvMediathekKeys = {
  all: [...tvKeys.all, 'mediathek'] as const,
  video: (language: Locale, videoId: number, hasAvs: boolean) => [...tvMediathekKeys.all, 'video', videoId, { hasAvs }, language] as const,
};

/**
 * GET tv/video/{videoId}: the episode for this viewer — a signed stream when they may watch, else
 * why not (login, subscribe, verify) — and whether it is in their media library. The stream URL
 * lives 10 minutes: asked on every mount, never kept longer than 5 minutes.
 */
export function tvVideoOptions(language: Locale, videoId: number, hasAvs: boolean) {
  return queryOptions({
    queryKey: tvMediathekKeys.video(language, videoId, hasAvs),
    queryFn: async ({ signal }): Promise<TvVideo> => {
      const { tvVideoResponseSchema } = await contracts();
      return (await restRequest(`tv/video/${videoId}`, { language, schema: tvVideoResponseSchema, signal })).data;
    },
    staleTime: 0,
    refetchInterval: 5 * 60_000,
    refetchOnReconnect: false,
  });
}

/** Asks tv/video again now (the player's URL expired); the answer lands in the episode's query. */
export function askTvVideoAgain(language: Locale, videoId: number, hasAvs: boolean): Promise<TvVideo> {
  // staleTime 0: fetchQuery always asks the server.
  return getQueryClient().fetchQuery(tvVideoOptions(language, videoId, hasAvs));
}

/**
 * POST guest/mediathek/keepTvEpisode or deleteTvEpisode {episodeId} (§2 media library, the pinned
 * videos): the episode's answer says so at once, and the personal area's lists are asked again.
 */
export function keepEpisodeMutation(language: Locale, episodeId: number) {
  return mutationOptions({
    mutationKey: [...tvMediathekKeys.all, 'keep', episodeId],
    mutationFn: async (keep: boolean) => {
      const { keepTvEpisodeResponseSchema } = await contracts();
      const path = keep ? 'guest/mediathek/keepTvEpisode' : 'guest/mediathek/deleteTvEpisode';
      return (await restRequest(path, { language, method: 'POST', body: { episodeId }, schema: keepTvEpisodeResponseSchema })).data;
    },
    onSuccess: ({ kept }) => {
      const client = getQueryClient();
      client.setQueriesData<TvVideo>({ queryKey: [...tvMediathekKeys.all, 'video', episodeId] }, (old) => (old ? { ...old, kept } : old));
      void client.invalidateQueries({ queryKey: personalKeys.mediathek() });
    },
  });
}
