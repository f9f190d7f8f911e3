import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CategoryChips } from '@/components/actor/category-chips';
import { ModelListView } from '@/components/actor/model-list-view';
import { MODEL_SORTS, modelListQuery } from '@/components/actor/model-list-query';
import { pageLocale } from '@/components/layout/page-locale';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import { listModels } from '@/lib/server/catalog/list-models';
import { listCategories } from '@/lib/server/catalog/models/categories';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, 1);
  const seo = await pageSeo(locale, 'cams');
  const query = { page: page > 1 ? String(page) : undefined };
  return pageMetadata({ locale, pathname: '/cams', query, title: seo.title, description: seo.description });
}

/** §2 /cams/: every performer online now, with the category row. */
export default async function CamsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = modelListQuery(await searchParams);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const { db } = runtime();
  const [list, categories, seo, t] = await Promise.all([
    listModels(db, { first: query.pageSize, offset: query.offset, order: query.sort, filter: { availability: 'cams' }, viewerCountry }),
    listCategories(db, { language: locale, viewerCountry }),
    pageSeo(locale, 'cams'),
    getTranslations('Cams'),
  ]);
  return (
    <ModelListView
      heading={{ title: seo.h1, lead: t('intro'), h2: seo.h2 || undefined }}
      list={list}
      query={query}
      sorts={MODEL_SORTS}
      defaultSort="rank"
      route={{ pathname: '/cams' }}
      emptyText={t('empty')}
      before={<CategoryChips categories={categories} />}
    />
  );
}
