import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeading } from '@/components/layout/page-heading';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { EpisodeGrid } from '@/components/tv/mediathek/episode-tile';
import { MediathekSortMenu, seriesVideosPath } from '@/components/tv/mediathek/mediathek-sort-menu';
import { seriesPath } from '@/components/tv/mediathek/series-tile';
import { Pagination } from '@/components/ui/pagination';
import { AppLink } from '@/i18n/app-link';
import { type SearchParams, listPage, pageCountOf } from '@/lib/catalog/list-query';
import { DEFAULT_MEDIATHEK_SORT, MEDIATHEK_EPISODE_PAGE_SIZE, mediathekSortOf } from '@/lib/contracts/tv-mediathek';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadSeries } from '../../_components/load-mediathek';
import { seriesCrumbs } from '../../_components/series-crumbs';

type Props = { params: Promise<{ locale: string; series: string }>; searchParams: Promise<SearchParams> };

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

/** The list's query: an unknown `?sort=` is the default sort (§2 lists never fail on their query). */
async function listOf(params: Props['params'], searchParams: Props['searchParams']) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const series = await loadSeries(decodeSegment((await params).series), locale);
  return { locale, series, sort: mediathekSortOf(first(query.sort)), ...listPage(query, MEDIATHEK_EPISODE_PAGE_SIZE) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, series, sort, page } = await listOf(params, searchParams);
  if (!series) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  return pageMetadata({
    locale,
    pathname: '/tv/mediathek/[series]/videos',
    params: { series: series.key },
    query: { sort: sort === DEFAULT_MEDIATHEK_SORT ? undefined : sort, page: page > 1 ? String(page) : undefined },
    title: t('videosMetaTitle', { title: series.title }),
    description: series.teaser,
  });
}

/** §2 all videos of a series: the §9 mediathek sorts as links, `?page=` paging. */
export default async function TvMediathekSeriesVideosPage({ params, searchParams }: Props) {
  const { locale, series, sort, page, pageSize, offset } = await listOf(params, searchParams);
  if (!series) notFound();
  const episodes = await listEpisodes(runtime().db, { seriesKey: series.key, sort, offset, limit: pageSize, language: locale });
  const pageCount = pageCountOf(episodes.total, pageSize);
  if (page > pageCount) notFound();
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const here = { name: routes('tvMediathekVideos'), url: seriesVideosPath(locale, series.key, DEFAULT_MEDIATHEK_SORT) };
  return (
    <div className="pb-10">
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={await seriesCrumbs(locale, series, here)} />
      <PageHeading title={t('videosHeading', { title: series.title })}>
        <p className="mt-1 text-sm text-muted">
          {t('episodes', { count: episodes.total })} ·{' '}
          <AppLink href={seriesPath(locale, series.key)} className="font-medium text-accent hover:underline">
            {t('backToSeries', { title: series.title })}
          </AppLink>
        </p>
      </PageHeading>
      <div className="mt-5">
        <MediathekSortMenu locale={locale} seriesKey={series.key} current={sort} />
      </div>
      <div className="mt-5">
        {episodes.items.length > 0 ? <EpisodeGrid videos={episodes.items} locale={locale} eagerCount={4} /> : <p className="text-muted">{t('noEpisodes')}</p>}
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        pathname="/tv/mediathek/[series]/videos"
        params={{ series: series.key }}
        query={{ sort: sort === DEFAULT_MEDIATHEK_SORT ? undefined : sort }}
      />
    </div>
  );
}
