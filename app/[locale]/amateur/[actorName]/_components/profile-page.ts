import 'server-only';
import { notFound } from 'next/navigation';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import { loadProfile } from './load-profile';

/** Profile routes whose only dynamic segment is the performer's name. */
export type ProfileRoute =
  | '/amateur/[actorName]'
  | '/amateur/[actorName]/about-me'
  | '/amateur/[actorName]/live-show'
  | '/amateur/[actorName]/videos'
  | '/amateur/[actorName]/videos/classic'
  | '/amateur/[actorName]/top-cams';

type ProfileParams = Promise<{ locale: string; actorName: string }>;

/**
 * The start of every profile page: language, performer (404 when unknown or banned for the
 * viewer's country, §6) and, §2 "actor names are lowercased in links", a redirect from any other
 * spelling to the canonical one.
 */
export async function profilePage(params: ProfileParams, route: ProfileRoute): Promise<{ locale: Locale; profile: ActorProfile }> {
  const locale = await pageLocale(params);
  const actorName = decodeSegment((await params).actorName);
  const profile = await loadProfile(actorName.toLowerCase());
  if (!profile) notFound();
  if (actorName !== profile.slug) redirect({ href: { pathname: route, params: { actorName: profile.slug } }, locale });
  return { locale, profile };
}

/** For generateMetadata: the profile or null (the page itself answers the 404). */
export async function profileForMetadata(params: ProfileParams): Promise<{ locale: Locale; profile: ActorProfile | null }> {
  const locale = await pageLocale(params);
  const profile = await loadProfile(decodeSegment((await params).actorName).toLowerCase());
  return { locale, profile };
}
