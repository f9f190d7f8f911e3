'use client';

import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { FeedFilter, FeedPage } from '@/lib/contracts/feed';
import { feedListOptions } from '@/lib/queries/feed';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { FeedFilterNav } from './feed-filter-nav';
import type { FeedFilterName } from './feed-filters';
import { FeedPostCard } from './feed-post-card';
import type { FeedText } from './feed-text';

/** §7 feature feedback at the feed's end: its own chunk, fetched once a guest's feed has drawn. */
const FeatureFeedback = dynamic(() => import('./feature-feedback').then((module) => module.FeatureFeedback), { ssr: false });

export type FeedListProps = {
  locale: Locale;
  filterName: FeedFilterName;
  filter: FeedFilter;
  /** The first page as a visitor sees it (server HTML, shared by the page cache). */
  initial: FeedPage;
  hrefs: Record<FeedFilterName, string>;
  /** The profile path with `__actor__` where the performer's name goes. */
  profilePath: string;
  text: FeedText;
};

/** The filters, the posts and "more posts" (§2 feed): one column, ~640 px wide on a desktop. */
export function FeedList({ locale, filterName, filter, initial, hrefs, profilePath, text }: FeedListProps) {
  const guest = useGuest();
  const placeholder: InfiniteData<FeedPage, number> = { pages: [initial], pageParams: [0] };
  const feed = useInfiniteQuery({ ...feedListOptions(locale, filter), enabled: guest.status !== 'pending', placeholderData: placeholder });
  const pages = feed.data?.pages ?? placeholder.pages;
  const posts = pages.flatMap((page) => page.posts);
  const totals = pages[0]?.totals ?? initial.totals;
  return (
    // One track exactly as wide as the column (§4 at 375 px: no sideways scrolling); the filter
    // row scrolls inside it.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <FeedFilterNav current={filterName} totals={totals} hrefs={hrefs} guest={isLoggedIn(guest)} text={text} />
      {posts.length === 0 && !feed.isFetching ? <p className="py-8 text-center text-muted">{text.empty}</p> : null}
      <ol className="grid gap-4" aria-label={text.filter[filterName]}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <FeedPostCard locale={locale} post={post} profilePath={profilePath} text={text} eager={index === 0} />
          </li>
        ))}
      </ol>
      {feed.isError && !feed.isFetching ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-sm">
          <p>{text.loadFailed}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void feed.refetch()}>
            {text.retry}
          </button>
        </div>
      ) : null}
      {feed.hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={feed.isFetchingNextPage || feed.isPlaceholderData}
            aria-busy={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {feed.isFetchingNextPage ? text.loadingMore : text.more}
          </button>
        </div>
      ) : null}
      {isLoggedIn(guest) && posts.length > 0 ? <FeatureFeedback locale={locale} featureId="feed" text={text.feedback} /> : null}
    </div>
  );
}
