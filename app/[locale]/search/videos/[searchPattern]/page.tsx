import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { type SearchParams, listPage, parseSort } from '@/lib/catalog/list-query';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import { MAX_SEARCH_PATTERN_LENGTH, SEARCH_VIDEO_ORDERS } from '@/lib/contracts/search';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { normalizePattern } from '@/lib/server/search/normalize';
import { loadSearchPage } from '@/lib/server/search/search-page';
import { searchPatternParam } from '@/lib/search/pattern-param';
import { pageMetadata } from '@/lib/seo/metadata';
import { SearchResults } from './_components/search-results';

type Props = {
  params: Promise<{ locale: string; searchPattern: string }>;
  searchParams: Promise<SearchParams>;
};

/** The pattern as typed: decoded from the path, trimmed, and cut to the longest pattern the search takes. */
async function patternOf(params: Props['params']): Promise<string> {
  const raw = decodeSegment((await params).searchPattern);
  return [...normalizePattern(raw)].slice(0, MAX_SEARCH_PATTERN_LENGTH).join('');
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const pattern = await patternOf(params);
  const { page } = listPage(await searchParams, SEARCH_PAGE_SIZES.videos);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return pageMetadata({
    locale,
    pathname: '/search/videos/[searchPattern]',
    params: { searchPattern: searchPatternParam(pattern) },
    query: { page: page > 1 ? String(page) : undefined },
    title: pattern ? t('metaTitle', { pattern }) : t('metaTitleShort'),
    description: t('metaDescription', { pattern }),
    // Search results are not pages of their own for search engines.
    noindex: true,
  });
}

/** §2 video search: videos (30 a page, ?page and ?sort), performers and the other categories. */
export default async function SearchVideosPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const pattern = await patternOf(params);
  const query = await searchParams;
  const order = parseSort(query.sort, SEARCH_VIDEO_ORDERS, 'relevance');
  const { page } = listPage(query, SEARCH_PAGE_SIZES.videos);
  await connection(); // reads the database: never at build time
  const data = await loadSearchPage(runtime().db, {
    searchPattern: pattern,
    language: locale,
    viewerCountry: await pageViewerCountry(),
    page,
    order,
  });
  return <SearchResults locale={locale} data={data} page={page} order={order} />;
}
