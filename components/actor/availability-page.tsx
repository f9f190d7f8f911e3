import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryChips } from '@/components/actor/category-chips';
import { ModelListView } from '@/components/actor/model-list-view';
import { MODEL_SORTS, type ModelListQuery } from '@/components/actor/model-list-query';
import { pageLocale } from '@/components/layout/page-locale';
import type { Locale } from '@/i18n/routing';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import type { ModelFilter, ModelList } from '@/lib/contracts/actor';
import type { Category } from '@/lib/contracts/category';
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

type AvailabilityPageData = {
  listing: AvailabilityListing;
  locale: Locale;
  query: ModelListQuery;
  /** The page's performers and the category row, as its page.tsx read them. */
  list: ModelList;
  categories: readonly Category[];
};

/** The performers of one availability (§2 /cams/, /free-chat/), paged and sorted, with the category row. */
export async function AvailabilityPage({ listing, locale, query, list, categories }: AvailabilityPageData) {
  const [seo, t] = await Promise.all([pageSeo(locale, listing.seoKey), getTranslations(listing.namespace)]);
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
