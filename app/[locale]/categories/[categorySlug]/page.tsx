import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CategoryChips } from '@/components/actor/category-chips';
import { ModelListView } from '@/components/actor/model-list-view';
import { MODEL_SORTS, modelListQuery } from '@/components/actor/model-list-query';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { redirect } from '@/i18n/navigation';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import { listModels } from '@/lib/server/catalog/list-models';
import { findCategory, listCategories } from '@/lib/server/catalog/models/categories';
import { getCategorySeo } from '@/lib/server/catalog/models/category-seo';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';
import { SeoFreeTexts } from './_components/seo-free-texts';

type Props = { params: Promise<{ locale: string; categorySlug: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = decodeSegment((await params).categorySlug).toLowerCase();
  await connection();
  const { db } = runtime();
  const [category, seo] = await Promise.all([
    findCategory(db, { slug, language: locale }),
    getCategorySeo(db, { slug, language: locale }),
  ]);
  if (!category) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  // The editorial texts of seo_texts first; the generic ones of the messages when there are none.
  const fallback = await pageSeo(locale, 'category', { name: category.name });
  const { page } = listPage(await searchParams, 1);
  return pageMetadata({
    locale,
    pathname: '/categories/[categorySlug]',
    params: { categorySlug: category.slug },
    query: { page: page > 1 ? String(page) : undefined },
    title: seo?.title ?? fallback.title,
    description: seo?.description ?? fallback.description,
  });
}

/** §2 /categories/{categorySlug}/: the performers of one category with its SEO texts (§3). Unknown slug → 404. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const requested = decodeSegment((await params).categorySlug);
  const query = modelListQuery(await searchParams);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const { db } = runtime();
  const category = await findCategory(db, { slug: requested, language: locale, viewerCountry });
  if (!category) notFound();
  if (requested !== category.slug) {
    redirect({ href: { pathname: '/categories/[categorySlug]', params: { categorySlug: category.slug } }, locale });
  }
  const [list, categories, seo, fallback, t] = await Promise.all([
    listModels(db, { first: query.pageSize, offset: query.offset, order: query.sort, filter: { category: category.id }, viewerCountry }),
    listCategories(db, { language: locale, viewerCountry }),
    getCategorySeo(db, { slug: category.slug, language: locale }),
    pageSeo(locale, 'category', { name: category.name }),
    getTranslations('Category'),
  ]);
  return (
    <ModelListView
      heading={{ title: seo?.h1 ?? fallback.h1, lead: t('lead', { name: category.name }), h2: (seo?.h2 ?? fallback.h2) || undefined }}
      list={list}
      query={query}
      sorts={MODEL_SORTS}
      defaultSort="rank"
      route={{ pathname: '/categories/[categorySlug]', params: { categorySlug: category.slug } }}
      emptyText={t('empty')}
      before={<CategoryChips categories={categories} current={category.slug} />}
      after={seo && seo.freeTexts.length > 0 && query.page === 1 ? <SeoFreeTexts paragraphs={seo.freeTexts} /> : null}
    />
  );
}
