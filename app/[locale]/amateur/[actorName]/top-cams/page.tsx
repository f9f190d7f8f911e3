import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { getTopCamStandings } from '@/lib/server/catalog/models/top-cam-standing';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';
import { ProfileFrame } from '../_components/profile-frame';
import { profileForMetadata, profilePage } from '../_components/profile-page';
import { TopCamStandingSection } from './_components/top-cam-standing-section';

type Props = { params: Promise<{ locale: string; actorName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, profile } = await profileForMetadata(params);
  if (!profile) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const seo = await pageSeo(locale, 'actorTopCams', { name: profile.name });
  return pageMetadata({
    locale,
    pathname: '/amateur/[actorName]/top-cams',
    params: { actorName: profile.slug },
    title: seo.title,
    description: seo.description,
  });
}

/** §2 profile top-cams: where the performer stands in each top cams view, with the places around her. */
export default async function ActorTopCamsPage({ params }: Props) {
  const { locale, profile } = await profilePage(params, '/amateur/[actorName]/top-cams');
  // profilePage applied the §6 country ban to the performer already; the lists apply it to the rest.
  const [standings, t] = await Promise.all([
    getTopCamStandings(runtime().db, { actorId: profile.id, viewerCountry: await pageViewerCountry() }),
    getTranslations({ locale, namespace: 'TopCams' }),
  ]);
  return (
    <ProfileFrame profile={profile} active="topCams">
      <PageHeading title={t('profileTitle', { name: profile.name })} lead={t('profileLead', { name: profile.name })} />
      <div className="mt-6 grid gap-10">
        {standings.map((standing) => (
          <TopCamStandingSection key={standing.view} standing={standing} actorId={profile.id} />
        ))}
      </div>
    </ProfileFrame>
  );
}
