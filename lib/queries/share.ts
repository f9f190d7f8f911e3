import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';

/** §7 guest sendVideoShareEmail: a mail with the video's link to an address the guest names (rate-limited by the server). */
export async function sendVideoShareEmail(language: Locale, input: { videoId: number; email: string; message?: string }) {
  const { videoShareEmailResponseSchema } = await import('@/lib/contracts/share');
  const answer = await restRequest('guest/sendVideoShareEmail', { method: 'POST', language, body: input, schema: videoShareEmailResponseSchema });
  return answer.data;
}
