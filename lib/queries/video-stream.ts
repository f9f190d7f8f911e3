import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import type { StreamGrantWire } from '@/lib/contracts/video-stream';
import { getQueryClient } from './query-client';

/** What the watch area learns from gallery/stream: a URL, or why not ('banned': §6 the performer is banned in the guest's country). */
export type StreamAnswer = { kind: 'open'; grant: StreamGrantWire } | { kind: 'locked' } | { kind: 'age' } | { kind: 'banned' } | { kind: 'failed' };
/** An answer the watch area keeps: a failure is no answer (the gate stays as it was). */
export type StreamGate = Exclude<StreamAnswer, { kind: 'failed' }>;

/**
 * The guest's access to one video (§6). The key names the avs status: an age verification that
 * arrives (§4 avs set) asks again. Keys name no guest: the page's query client is emptied when
 * the guest changes.
 */
export const videoStreamKeys = {
  all: ['videoStream'] as const,
  grant: (language: Locale, videoId: number, hasAvs: boolean) => [...videoStreamKeys.all, videoId, { hasAvs }, language] as const,
};

/** GET gallery/stream for the page's guest (the REST client adds the token) or a visitor. */
export async function askStream(language: Locale, videoId: number): Promise<StreamAnswer> {
  try {
    const { streamResponseSchema } = await import('@/lib/contracts/video-stream');
    const { data } = await restRequest('gallery/stream', { language, query: { videoId }, schema: streamResponseSchema });
    return { kind: 'open', grant: data };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed' };
    if (error.code === 'AGE_VERIFICATION_REQUIRED') return { kind: 'age' };
    if (error.code === 'COUNTRY_BANNED') return { kind: 'banned' };
    if (error.code === 'FORBIDDEN' || error.code === 'UNAUTHORIZED') return { kind: 'locked' };
    return { kind: 'failed' };
  }
}

/**
 * The stream grant as a query. Its signed URL expires after 10 minutes, so it is asked on every
 * mount and whenever the watch area needs a URL (askStreamAgain), never on a timer, a reconnect
 * or a retry; a failed ask keeps the last answer.
 */
export function videoStreamOptions(language: Locale, videoId: number, hasAvs: boolean) {
  return queryOptions({
    queryKey: videoStreamKeys.grant(language, videoId, hasAvs),
    queryFn: async (): Promise<StreamGate> => {
      const answer = await askStream(language, videoId);
      if (answer.kind === 'failed') throw new Error('gallery/stream failed');
      return answer;
    },
    staleTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** Asks gallery/stream now (play with an expired or no URL, the player's renewal); the answer lands in the grant's query. */
export function askStreamAgain(language: Locale, videoId: number, hasAvs: boolean): Promise<StreamAnswer> {
  return getQueryClient()
    .fetchQuery(videoStreamOptions(language, videoId, hasAvs))
    .catch((): StreamAnswer => ({ kind: 'failed' }));
}

/** POST watch/start, once per playback of a logged-in guest; a failure only costs a statistic. */
export async function startWatching(language: Locale, videoId: number): Promise<void> {
  const { watchStartResponseSchema } = await import('@/lib/contracts/video-stream');
  await restRequest('watch/start', { language, method: 'POST', body: { videoId }, schema: watchStartResponseSchema }).catch(() => {});
}
