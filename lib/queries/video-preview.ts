import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { getQueryClient } from '@/lib/queries/query-client';
import { videoStreamKeys } from '@/lib/queries/video-stream';

/**
 * §2 fifteen-minutes-preview: starts the guest's free preview of a paid video (POST
 * guest/videoPreview; a second start answers the same window). The video's stream answers anew
 * afterwards (access 'preview'), so its cached "locked" answer is dropped.
 */
export async function startVideoPreview(language: Locale, videoId: number) {
  const { videoPreviewResponseSchema } = await import('@/lib/contracts/video-preview');
  const answer = await restRequest('guest/videoPreview', { method: 'POST', language, body: { videoId }, schema: videoPreviewResponseSchema });
  await getQueryClient().invalidateQueries({ queryKey: videoStreamKeys.all });
  return answer.data;
}
