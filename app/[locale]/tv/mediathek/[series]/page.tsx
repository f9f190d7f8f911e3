import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { SectionHeading } from '@/components/layout/section-heading';
import { EpisodeGrid } from '@/components/tv/mediathek/episode-tile';
import { seriesVideosPath } from '@/components/tv/mediathek/mediathek-sort-menu';
import { SeriesHeader } from '@/components/tv/mediathek/series-header';
import { TvPostList } from '@/components/tv/mediathek/tv-post-list';
import { AppLink } from '@/i18n/app-link';
import { DEFAULT_MEDIATHEK_SORT } from '@/lib/contracts/tv-mediathek';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadSeries } from '../_components/load-mediathek';
import { seriesCrumbs } from '../_components/series-crumbs';

type Props = { params: Promise<{ locale: string; series: string }> };

/** Newest episodes on the series page: two rows of the desktop grid. */
const NEWEST_EPISODES = 8;

async function seriesOf(params: Props['params']) {
  const locale = await pageLocale(params);
  const series = await loadSeries(decodeSegment((await params).series), locale);
  return { locale, series };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, series } = await seriesOf(params);
  if (!series) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  return pageMetadata({
    locale,
    pathname: '/tv/mediathek/[series]',
    params: { series: series.key },
    title: t('seriesMetaTitle', { title: series.title }),
    description: series.teaser,
    images: [series.previewPicture.url],
  });
}

/** §2 a TV series: its header, the newest episodes as tiles, the way to all its videos, its TV posts. */
export default async function TvMediathekSeriesPage({ params }: Props) {
  const { locale, series } = await seriesOf(params);
  if (!series) notFound();
  const newest = await listEpisodes(runtime().db, { seriesKey: series.key, sort: DEFAULT_MEDIATHEK_SORT, offset: 0, limit: NEWEST_EPISODES, language: locale });
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const allVideos = seriesVideosPath(locale, series.key, DEFAULT_MEDIATHEK_SORT);
  return (
    <div className="pb-10">
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={await seriesCrumbs(locale, series)} />
      <SeriesHeader series={series} locale={locale} />
      <section aria-labelledby="series-newest" className="mt-10">
        <div className="mb-3 flex items-baseline justify-between gap-4 sm:mb-4">
          <h2 id="series-newest" className="text-lg font-semibold tracking-tight sm:text-xl">
            {t('newestHeading')}
          </h2>
          <AppLink href={allVideos} className="shrink-0 text-sm font-medium text-accent hover:underline">
            {t('allVideos')}
            <span aria-hidden="true"> →</span>
          </AppLink>
        </div>
        {newest.items.length > 0 ? <EpisodeGrid videos={newest.items} locale={locale} eagerCount={4} /> : <p className="text-muted">{t('noEpisodes')}</p>}
      </section>
      {series.posts.length > 0 ? (
        <section aria-labelledby="series-posts" className="mt-12">
          <SectionHeading id="series-posts" title={t('postsHeading', { title: series.title })} />
          <TvPostList posts={series.posts} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}
