import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { traitWords } from '@/components/actor/trait-words';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { redirect } from '@/i18n/navigation';
import { ProfileOverview } from './_components/profile-overview';
import { loadProfile } from './_components/load-profile';

type Props = { params: Promise<{ locale: string; actorName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const profile = await loadProfile(decodeSegment((await params).actorName).toLowerCase());
  if (!profile) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const { age } = profile.profile;
  const threeWords = await traitWords(locale, profile.profile.threeWords);
  return { title: profile.name, description: t('metaDescription', { name: profile.name, age, threeWords }) };
}

export default async function ActorProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  const actorName = decodeSegment((await params).actorName);
  const lowered = actorName.toLowerCase();
  const profile = await loadProfile(lowered);
  if (!profile) notFound();
  // §2: actor names are lowercased in links; any other spelling redirects to the canonical one.
  if (actorName !== profile.slug) {
    redirect({ href: { pathname: '/amateur/[actorName]', params: { actorName: profile.slug } }, locale });
  }
  return <ProfileOverview profile={profile} locale={locale} />;
}
