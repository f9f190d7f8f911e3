import 'server-only';
import { notFound } from 'next/navigation';
import { decodeSegment } from '@/components/layout/page-locale';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { loadProfile } from '../../../_components/load-profile';

/** A video id as the routes write it; anything else is no video that ever was. */
const VIDEO_ID = /^\d{1,12}$/;

/**
 * §3 "not-found redirect" status bar: a video of hers that is gone (removed, no longer offered
 * here) sends the guest to her videos with `?nf=1`, where the bar says the page is gone and her
 * other videos are the something similar. An unknown performer or a malformed id stays the 404.
 */
export async function redirectGoneVideo(locale: Locale, params: { actorName: string; videoId: string }): Promise<never> {
  const profile = VIDEO_ID.test(params.videoId) ? await loadProfile(decodeSegment(params.actorName).toLowerCase()) : null;
  if (!profile) notFound();
  redirect({ href: { pathname: '/amateur/[actorName]/videos', params: { actorName: profile.slug }, query: { nf: '1' } }, locale });
  // redirect() throws; this line satisfies the type.
  notFound();
}
