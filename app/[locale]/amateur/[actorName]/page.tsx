import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { traitWords } from '@/components/actor/trait-words';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import { DEFAULT_MEDIA_PAGE_SIZE } from '@/lib/catalog/rules';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { publicOrigin } from '@/lib/server/env';
import { loadOverview } from './_components/load-overview';
import { ProfileFrame } from './_components/profile-frame';
import { ProfileOverview } from './_components/profile-overview';
import { GiftCalendarSlot } from './_components/gift-calendar-slot';
import { profileForMetadata, profilePage } from './_components/profile-page';

type Props = { params: Promise<{ locale: string; actorName: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, profile } = await profileForMetadata(params);
  if (!profile) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const { page } = listPage(await searchParams, DEFAULT_MEDIA_PAGE_SIZE);
  const threeWords = await traitWords(locale, profile.profile.threeWords);
  return pageMetadata({
    locale,
    pathname: '/amateur/[actorName]',
    params: { actorName: profile.slug },
    query: { page: page > 1 ? String(page) : undefined },
    title: t('metaTitle', { name: profile.name }),
    description: t('metaDescription', { name: profile.name, age: profile.profile.age, threeWords }),
    images: [profile.avatar.url],
    ogType: 'profile',
  });
}

export default async function ActorProfilePage({ params, searchParams }: Props) {
  const { locale, profile } = await profilePage(params, '/amateur/[actorName]');
  const { page } = listPage(await searchParams, DEFAULT_MEDIA_PAGE_SIZE);
  const overview = await loadOverview(profile, page);
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const origin = publicOrigin();
  const threeWords = await traitWords(locale, profile.profile.threeWords);
  return (
    <>
      {/* SEO: JSON-LD Person on profiles. */}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: profile.name,
          image: `${origin}${profile.avatar.url}`,
          url: `${origin}${localizedPath(locale, '/amateur/[actorName]', { actorName: profile.slug })}`,
          description: profile.aboutMe.trim() || t('metaDescription', { name: profile.name, age: profile.profile.age, threeWords }),
          knowsLanguage: profile.profile.languages,
        }}
      />
      <ProfileFrame profile={profile} active="overview" nameIsHeading>
        {/* §2 her gift calendar's box, while it is live on the (test) day. */}
        <GiftCalendarSlot locale={locale} actorId={profile.id} name={profile.name} searchParams={searchParams} />
        <ProfileOverview profile={profile} locale={locale} overview={overview} albumPage={page} />
      </ProfileFrame>
    </>
  );
}
