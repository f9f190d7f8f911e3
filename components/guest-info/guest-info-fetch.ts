import { restRequest } from '@/lib/api/rest';
import { type GuestInfoBatch, guestInfoBatchResponseSchema } from '@/lib/contracts/guest-info-batch';
import type { Locale } from '@/i18n/routing';
import type { GuestInfoRequest } from './batch-plan';

/** The page's language as the root layout wrote it (as lib/guest/guest-auth.ts reads it). */
function pageLanguage(): Locale {
  const lang = document.documentElement.lang;
  return (['de', 'en', 'es', 'nl'] as const).find((locale) => locale === lang) ?? 'en';
}

/** POST gallery/guestInfos: the §3 guestInfo of one batch of tiles for the logged-in guest. */
export async function fetchGuestInfos(request: GuestInfoRequest, accessToken: string): Promise<GuestInfoBatch> {
  const { data } = await restRequest('gallery/guestInfos', {
    language: pageLanguage(),
    accessToken,
    method: 'POST',
    body: request,
    schema: guestInfoBatchResponseSchema,
  });
  return data;
}
