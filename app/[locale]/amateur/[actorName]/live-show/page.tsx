import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { listCamShowsForActor } from '@/lib/server/catalog/models/cam-shows';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProfileFrame } from '../_components/profile-frame';
import { profileForMetadata, profilePage } from '../_components/profile-page';
import { ShowList } from './_components/show-list';

type Props = { params: Promise<{ locale: string; actorName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, profile } = await profileForMetadata(params);
  if (!profile) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'LiveShow' });
  return pageMetadata({
    locale,
    pathname: '/amateur/[actorName]/live-show',
    params: { actorName: profile.slug },
    title: t('heading', { name: profile.name }),
    description: t('metaDescription', { name: profile.name }),
  });
}

/** §2 live-show: the performer's running and upcoming ticketed cam shows (shown only). */
export default async function LiveShowPage({ params }: Props) {
  const { locale, profile } = await profilePage(params, '/amateur/[actorName]/live-show');
  // profilePage applied the §6 country ban to the performer already.
  const shows = await listCamShowsForActor(runtime().db, profile.id);
  const t = await getTranslations({ locale, namespace: 'LiveShow' });
  const running = shows.filter((show) => show.hasStarted);
  const upcoming = shows.filter((show) => !show.hasStarted);
  return (
    <ProfileFrame profile={profile} active="liveShow">
      <PageHeading title={t('heading', { name: profile.name })} lead={t('lead')} />
      {shows.length === 0 ? (
        <p className="mt-8 text-muted" data-testid="no-shows">
          {t('empty', { name: profile.name })}
        </p>
      ) : null}
      {running.length > 0 ? (
        <section aria-labelledby="shows-now" className="mt-8">
          <h2 id="shows-now" className="mb-3 text-lg font-semibold tracking-tight sm:text-xl">
            {t('nowHeading')}
          </h2>
          <ShowList shows={running} locale={locale} />
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="shows-upcoming" className="mt-8">
          <h2 id="shows-upcoming" className="mb-3 text-lg font-semibold tracking-tight sm:text-xl">
            {t('upcoming')}
          </h2>
          <ShowList shows={upcoming} locale={locale} />
        </section>
      ) : null}
      {shows.length > 0 ? <p className="mt-6 text-sm text-muted">{t('timeZone')}</p> : null}
    </ProfileFrame>
  );
}
