import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { SeriesGrid } from '@/components/tv/mediathek/series-tile';
import { Pagination } from '@/components/ui/pagination';
import { type SearchParams, listPage, pageCountOf } from '@/lib/catalog/list-query';
import { TV_SERIES_PAGE_SIZE } from '@/lib/contracts/tv-mediathek';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';
import { listSeries } from '@/lib/server/tv/mediathek/list-series';
import { pageMetadata } from '@/lib/seo/metadata';
import { seriesCrumbs } from '../../mediathek/_components/series-crumbs';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, TV_SERIES_PAGE_SIZE);
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  return pageMetadata({
    locale,
    pathname: '/tv/media/series',
    query: { page: page > 1 ? String(page) : undefined },
    title: t('overviewHeading'),
    description: t('overviewLead'),
  });
}

/** §2 TV series overview: every series as a tile (preview, title, episode count, premium badge), paged. */
export default async function TvMediaSeriesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { page, pageSize, offset } = listPage(await searchParams, TV_SERIES_PAGE_SIZE);
  await connection(); // reads the database: never at build time
  const series = await listSeries(runtime().db, { language: locale, offset, limit: pageSize });
  const pageCount = pageCountOf(series.total, pageSize);
  if (page > pageCount) notFound();
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  return (
    <div className="pb-10">
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={await seriesCrumbs(locale, null)} />
      <PageHeading title={t('overviewHeading')} lead={t('overviewLead')}>
        <p className="mt-1 text-sm text-muted">{t('overviewCount', { count: series.total })}</p>
      </PageHeading>
      <div className="mt-6">
        {series.items.length > 0 ? <SeriesGrid series={series.items} locale={locale} eagerCount={4} /> : <p className="text-muted">{t('overviewEmpty')}</p>}
      </div>
      <Pagination page={page} pageCount={pageCount} pathname="/tv/media/series" />
    </div>
  );
}
