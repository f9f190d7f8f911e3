import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ModelListView } from '@/components/actor/model-list-view';
import { type ModelSort, modelListQuery } from '@/components/actor/model-list-query';
import { BannerStrip } from '@/components/home/banner-strip';
import { loadPageExtras } from '@/lib/server/teasers/page-extras';
import { TeaserRow } from '@/components/home/teaser-row';
import { pageLocale } from '@/components/layout/page-locale';
import { NEWLY_REGISTERED_CATEGORY } from '@/lib/catalog/rules';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import { formatNumber } from '@/lib/format/number';
import { listModels } from '@/lib/server/catalog/list-models';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';

/** New girls are newest first by default; rank and name are the other sorts. */
const SORTS = ['newest', 'rank', 'name'] as const satisfies readonly ModelSort[];

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, 1);
  const [seo, t] = await Promise.all([pageSeo(locale, 'newGirls'), getTranslations({ locale, namespace: 'NewGirls' })]);
  const query = { page: page > 1 ? String(page) : undefined };
  return pageMetadata({ locale, pathname: '/new-girls', query, title: seo.title, description: seo.description || t('intro') });
}

/** §2 /new-girls/: newly registered performers (§9 search category 88), 30 to a page. */
export default async function NewGirlsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = modelListQuery(await searchParams, 'newest');
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const [list, seo, t, extras] = await Promise.all([
    listModels(runtime().db, {
      first: query.pageSize,
      offset: query.offset,
      order: query.sort,
      filter: { category: NEWLY_REGISTERED_CATEGORY },
      viewerCountry,
    }),
    pageSeo(locale, 'newGirls'),
    getTranslations('NewGirls'),
    // §7 teaser slot and banners of this listing.
    loadPageExtras(runtime().db, { routeName: '/new-girls', routeArgs: {} }, locale),
  ]);
  return (
    <>
      <ModelListView
        heading={{ title: seo.h1, lead: t('intro'), h2: seo.h2 || undefined }}
        list={list}
        query={query}
        sorts={SORTS}
        defaultSort="newest"
        route={{ pathname: '/new-girls' }}
        countText={t('count', { total: list.total, count: formatNumber(list.total) })}
        emptyText={t('empty')}
      />
      <TeaserRow teasers={extras.teasers} />
      <BannerStrip banners={extras.banners} />
    </>
  );
}
