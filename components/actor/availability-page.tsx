import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CategoryChips } from '@/components/actor/category-chips';
import { ModelListView } from '@/components/actor/model-list-view';
import { MODEL_SORTS, modelListQuery } from '@/components/actor/model-list-query';
import { pageLocale } from '@/components/layout/page-locale';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import type { ModelFilter } from '@/lib/contracts/actor';
import { listModels } from '@/lib/server/catalog/list-models';
import { listCategories } from '@/lib/server/catalog/models/categories';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';

/** A §2 listing by chat availability: its route, SEO key, messages namespace and filter. */
export type AvailabilityListing = {
  pathname: '/cams' | '/free-chat';
  seoKey: 'cams' | 'freeChat';
  namespace: 'Cams' | 'FreeChat';
  availability: NonNullable<ModelFilter['availability']>;
};

export type AvailabilityPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function availabilityMetadata(listing: AvailabilityListing, { params, searchParams }: AvailabilityPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, 1);
  const seo = await pageSeo(locale, listing.seoKey);
  const query = { page: page > 1 ? String(page) : undefined };
  return pageMetadata({ locale, pathname: listing.pathname, query, title: seo.title, description: seo.description });
}

/** The performers of one availability (§2 /cams/, /free-chat/), paged and sorted, with the category row. */
export async function AvailabilityPage({ listing, params, searchParams }: AvailabilityPageProps & { listing: AvailabilityListing }) {
  const locale = await pageLocale(params);
  const query = modelListQuery(await searchParams);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const { db } = runtime();
  const filter = { availability: listing.availability };
  const [list, categories, seo, t] = await Promise.all([
    listModels(db, { first: query.pageSize, offset: query.offset, order: query.sort, filter, viewerCountry }),
    listCategories(db, { language: locale, viewerCountry }),
    pageSeo(locale, listing.seoKey),
    getTranslations(listing.namespace),
  ]);
  return (
    <ModelListView
      heading={{ title: seo.h1, lead: t('intro'), h2: seo.h2 || undefined }}
      list={list}
      query={query}
      sorts={MODEL_SORTS}
      defaultSort="rank"
      route={{ pathname: listing.pathname }}
      emptyText={t('empty')}
      before={<CategoryChips categories={categories} />}
    />
  );
}
