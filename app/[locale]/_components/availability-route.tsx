import 'server-only';
import { connection } from 'next/server';
import { type AvailabilityListing, AvailabilityPage, type AvailabilityPageProps } from '@/components/actor/availability-page';
import { modelListQuery } from '@/components/actor/model-list-query';
import { pageLocale } from '@/components/layout/page-locale';
import { listModels } from '@/lib/server/catalog/list-models';
import { listCategories } from '@/lib/server/catalog/models/categories';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

/**
 * The §2 availability listings (/cams/, /free-chat/): the page's performers in the chosen sort and
 * the category row, read for the visitor's country (§6 bans), then rendered by AvailabilityPage.
 */
export async function AvailabilityRoute({ listing, params, searchParams }: AvailabilityPageProps & { listing: AvailabilityListing }) {
  const locale = await pageLocale(params);
  const query = modelListQuery(await searchParams);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const { db } = runtime();
  const [list, categories] = await Promise.all([
    listModels(db, { first: query.pageSize, offset: query.offset, order: query.sort, filter: { availability: listing.availability }, viewerCountry }),
    listCategories(db, { language: locale, viewerCountry }),
  ]);
  return <AvailabilityPage listing={listing} locale={locale} query={query} list={list} categories={categories} />;
}
