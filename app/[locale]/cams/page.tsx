import { connection } from 'next/server';
import { type AvailabilityListing, AvailabilityPage, type AvailabilityPageProps, availabilityMetadata } from '@/components/actor/availability-page';
import { modelListQuery } from '@/components/actor/model-list-query';
import { pageLocale } from '@/components/layout/page-locale';
import { listModels } from '@/lib/server/catalog/list-models';
import { listCategories } from '@/lib/server/catalog/models/categories';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

const listing: AvailabilityListing = { pathname: '/cams', seoKey: 'cams', namespace: 'Cams', availability: 'cams' };

export const generateMetadata = (props: AvailabilityPageProps) => availabilityMetadata(listing, props);

/** §2 /cams/: every performer online now, with the category row. */
export default async function CamsPage({ params, searchParams }: AvailabilityPageProps) {
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
