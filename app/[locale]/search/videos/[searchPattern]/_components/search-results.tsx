import { getTranslations } from 'next-intl/server';
import { ModelGrid } from '@/components/actor/model-grid';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionHeading } from '@/components/layout/section-heading';
import { EmptyPage } from '@/components/ui/empty-page';
import { Pagination } from '@/components/ui/pagination';
import { VideoGrid } from '@/components/video/video-grid';
import type { Locale } from '@/i18n/routing';
import { pageCountOf } from '@/lib/catalog/list-query';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { SearchVideoOrder } from '@/lib/contracts/search';
import { searchPatternParam } from '@/lib/search/pattern-param';
import type { SearchPageData } from '@/lib/server/search/search-page';
import { SearchMore } from './search-more';
import { SearchNoResults } from './search-no-results';
import { SEARCH_PATHNAME, searchHref } from './search-href';
import { SearchSortMenu } from './search-sort-menu';
import { SearchTooShort } from './search-too-short';

type SearchResultsProps = { locale: Locale; data: SearchPageData; page: number; order: SearchVideoOrder };

/**
 * The search page body. The pattern is only ever rendered as React text (escaped): SQL or HTML
 * in it shows as typed. Performers and the other categories are on the first page; the video
 * pages follow ?page and ?sort.
 */
export async function SearchResults({ locale, data, page, order }: SearchResultsProps) {
  if (data.tooShort) return <SearchTooShort locale={locale} pattern={data.pattern} />;
  const { pattern, actors, videos } = data;
  if (videos.total + actors.total + data.photos.total + data.galleries.total + data.blog.total + data.mediathek.total === 0) {
    return <SearchNoResults locale={locale} pattern={pattern} proposals={data.proposals} />;
  }
  const t = await getTranslations('Search');
  const pageCount = pageCountOf(videos.total, SEARCH_PAGE_SIZES.videos);
  const summary = videos.totalCapped
    ? t('summaryCapped', { videos: videos.total, actors: actors.total })
    : t('summary', { videos: videos.total, actors: actors.total });

  return (
    <div data-testid="search-results">
      <PageHeading title={t('heading', { pattern })} lead={summary} />

      {page === 1 && actors.items.length > 0 ? (
        <section aria-labelledby="search-actors" className="mt-8">
          <SectionHeading id="search-actors" title={t('actorsHeading')} />
          <ModelGrid models={actors.items} />
        </section>
      ) : null}

      <section aria-labelledby="search-videos" className="mt-10">
        <SectionHeading id="search-videos" title={t('videosHeading')} />
        {data.fuzzy && videos.total > 0 ? <p className="mb-4 text-sm text-muted">{t('fuzzyNote', { pattern })}</p> : null}
        {videos.total > 1 ? <SearchSortMenu pattern={pattern} current={order} /> : null}
        {page > pageCount ? (
          <EmptyPage href={searchHref(pattern, order)} />
        ) : videos.items.length > 0 ? (
          <VideoGrid videos={videos.items} />
        ) : (
          <p className="text-muted">{t('noVideos', { pattern })}</p>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          pathname={SEARCH_PATHNAME}
          params={{ searchPattern: searchPatternParam(pattern) }}
          query={{ sort: order === 'relevance' ? undefined : order }}
        />
      </section>

      {page === 1 ? <SearchMore data={data} /> : null}
    </div>
  );
}
