import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/layout/section-heading';
import { BlogHitList } from '@/components/blog/blog-hit-list';
import { VideoGrid } from '@/components/video/video-grid';
import type { SearchPageData } from '@/lib/server/search/search-page';
import { SearchHitGrid } from './search-hit-grid';

type Counted = { total: number; totalCapped: boolean };

/**
 * §2 result categories besides videos and performers, each with its count: asmr (3), photo
 * albums (14), sedcards (14), blog posts (15), tv programs and the media centre's series and
 * episodes (30) with their first hits.
 */
export async function SearchMore({ data }: { data: SearchPageData }) {
  const t = await getTranslations('Search');
  const count = (page: Counted) => (page.totalCapped ? t('countCapped', { count: page.total }) : t('count', { count: page.total }));
  const categories = [
    { id: 'asmr', label: t('categories.asmr'), page: data.asmr },
    { id: 'photos', label: t('categories.photos'), page: data.photos },
    { id: 'galleries', label: t('categories.galleries'), page: data.galleries },
    { id: 'tv', label: t('categories.tv'), page: data.tv },
    { id: 'mediathek', label: t('categories.mediathek'), page: data.mediathek },
    { id: 'blog', label: t('categories.blog'), page: data.blog },
  ];
  return (
    <>
      <section aria-labelledby="search-more" className="mt-12">
        <SectionHeading id="search-more" title={t('moreHeading')} />
        <ul className="flex flex-wrap gap-2" data-testid="search-category-counts">
          {categories.map((category) => (
            <li key={category.id}>
              {category.page.total > 0 ? (
                <a href={`#search-${category.id}`} className="inline-flex min-h-10 items-center gap-2 rounded-full bg-surface-2 px-3 text-sm text-fg hover:text-accent">
                  {category.label}
                  <span className="text-muted">{count(category.page)}</span>
                </a>
              ) : (
                <span className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-3 text-sm text-muted">
                  {category.label}
                  <span>{count(category.page)}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {data.asmr.items.length > 0 ? (
        <section aria-labelledby="search-asmr" className="mt-10">
          <SectionHeading id="search-asmr" title={t('categories.asmr')} />
          <VideoGrid videos={data.asmr.items} />
        </section>
      ) : null}
      {data.photos.items.length > 0 ? (
        <section aria-labelledby="search-photos" className="mt-10">
          <SectionHeading id="search-photos" title={t('categories.photos')} />
          <SearchHitGrid hits={data.photos.items} albums />
        </section>
      ) : null}
      {data.tv.items.length > 0 ? (
        <section aria-labelledby="search-tv" className="mt-10">
          <SectionHeading id="search-tv" title={t('categories.tv')} />
          <SearchHitGrid hits={data.tv.items} />
        </section>
      ) : null}
      {data.mediathek.items.length > 0 ? (
        <section aria-labelledby="search-mediathek" className="mt-10">
          <SectionHeading id="search-mediathek" title={t('categories.mediathek')} />
          <SearchHitGrid hits={data.mediathek.items} />
        </section>
      ) : null}
      {data.galleries.items.length > 0 ? (
        <section aria-labelledby="search-galleries" className="mt-10">
          <SectionHeading id="search-galleries" title={t('categories.galleries')} />
          <SearchHitGrid hits={data.galleries.items} />
        </section>
      ) : null}
      {data.blog.items.length > 0 ? (
        <section aria-labelledby="search-blog" className="mt-10">
          <SectionHeading id="search-blog" title={t('categories.blog')} />
          <BlogHitList hits={data.blog.items} />
        </section>
      ) : null}
    </>
  );
}
