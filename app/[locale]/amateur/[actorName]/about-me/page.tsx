import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProfileFrame } from '../_components/profile-frame';
import { profileForMetadata, profilePage } from '../_components/profile-page';
import { ProfileSection } from '../_components/profile-section';
import { ChatRatings } from './_components/chat-ratings';
import { HeatMap } from './_components/heat-map';
import { InterviewList } from './_components/interview-list';
import { loadAboutMe } from './_components/load-about-me';
import { ProfileFacts } from './_components/profile-facts';

type Props = { params: Promise<{ locale: string; actorName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, profile } = await profileForMetadata(params);
  if (!profile) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'AboutMe' });
  return pageMetadata({
    locale,
    pathname: '/amateur/[actorName]/about-me',
    params: { actorName: profile.slug },
    title: t('heading', { name: profile.name }),
    description: t('metaDescription', { name: profile.name }),
    images: [profile.avatar.url],
    ogType: 'profile',
  });
}

/** §2 about-me: profile facts, chat ratings, interviews and the heat map of online hours. */
export default async function AboutMePage({ params }: Props) {
  const { locale, profile } = await profilePage(params, '/amateur/[actorName]/about-me');
  const about = await loadAboutMe(profile);
  const t = await getTranslations({ locale, namespace: 'AboutMe' });
  const heat = await getTranslations({ locale, namespace: 'HeatMap' });
  return (
    <ProfileFrame profile={profile} active="aboutMe">
      <PageHeading title={t('heading', { name: profile.name })} />
      <div className="grid gap-x-10 md:grid-cols-2">
        <ProfileSection title={t('factsHeading')}>
          <ProfileFacts profile={profile} facts={about.facts} locale={locale} />
        </ProfileSection>
        <div>
          <ProfileSection title={t('ownWords')}>
            <p className="max-w-prose whitespace-pre-line text-pretty text-fg/90">
              {profile.aboutMe.trim() || t('aboutEmpty', { name: profile.name })}
            </p>
          </ProfileSection>
          <ProfileSection title={t('ratingsHeading')}>
            <ChatRatings ratings={about.ratings} />
          </ProfileSection>
        </div>
      </div>
      <ProfileSection title={heat('heading')}>
        <HeatMap heatMap={about.heatMap} name={profile.name} />
      </ProfileSection>
      <ProfileSection title={t('interviewHeading')}>
        <InterviewList interviews={about.interviews} name={profile.name} />
      </ProfileSection>
    </ProfileFrame>
  );
}
