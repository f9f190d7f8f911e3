import { isApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';
import { type StreamGrantWire, streamResponseSchema, watchStartResponseSchema } from '@/lib/contracts/video-stream';

/** What the watch area learns from gallery/stream: a URL, or why not ('banned': §6 the performer is banned in the guest's country). */
export type StreamAnswer = { kind: 'open'; grant: StreamGrantWire } | { kind: 'locked' } | { kind: 'age' } | { kind: 'banned' } | { kind: 'failed' };

/**
 * GET gallery/stream for the page's guest (token) or a visitor (none): loaded with import() by
 * the watch area, so the REST client and zod stay out of the video page's first-load JavaScript.
 */
export async function askStream(locale: Locale, videoId: number, accessToken: string | null): Promise<StreamAnswer> {
  try {
    const { data } = await restRequest('gallery/stream', {
      language: locale,
      accessToken,
      query: { videoId },
      schema: streamResponseSchema,
    });
    return { kind: 'open', grant: data };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed' };
    if (error.code === 'AGE_VERIFICATION_REQUIRED') return { kind: 'age' };
    if (error.code === 'COUNTRY_BANNED') return { kind: 'banned' };
    if (error.code === 'FORBIDDEN' || error.code === 'UNAUTHORIZED') return { kind: 'locked' };
    return { kind: 'failed' };
  }
}

/** Watch/start, once per playback; a failure only costs a statistic. */
export async function startWatching(locale: Locale, videoId: number, accessToken: string): Promise<void> {
  await restRequest('watch/start', { language: locale, accessToken, method: 'POST', body: { videoId }, schema: watchStartResponseSchema }).catch(() => {});
}
