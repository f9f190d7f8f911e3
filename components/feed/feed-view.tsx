import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { FeedFilter, FeedPage, FeedPost } from '@/lib/contracts/feed';
import { localizedPath } from '@/lib/seo/metadata';
import { type FeedFilterName, feedFilterNames, feedHref } from './feed-filters';
import { FeedIsland } from './feed-island';
import { loadFeedText } from './load-feed-text';

/** What the server rendered: a page of a filter, or one post (?post=id). */
export type FeedInitial =
  | { kind: 'list'; filterName: FeedFilterName; filter: FeedFilter; page: FeedPage }
  | { kind: 'post'; postId: number; post: FeedPost | null };

/**
 * The §2 feed page's body: heading, then the island that draws the filters and posts. The server
 * renders the first page as a visitor sees it (no per-guest data: the page cache shares it); the
 * island then asks for this viewer. One column; ~640 px wide and centred on a desktop.
 */
export async function FeedView({ locale, initial }: { locale: Locale; initial: FeedInitial }) {
  const t = await getTranslations({ locale, namespace: 'feed' });
  const text = await loadFeedText(locale);
  const feedPath = localizedPath(locale, '/feed');
  const profilePath = localizedPath(locale, '/amateur/[actorName]', { actorName: '__actor__' });
  const hrefs = Object.fromEntries(feedFilterNames.map((name) => [name, feedHref(feedPath, name)])) as Record<FeedFilterName, string>;
  return (
    <div className="mx-auto w-full max-w-[40rem] pb-10">
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('heading')}</h1>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </header>
      {initial.kind === 'list' ? (
        <FeedIsland list={{ locale, filterName: initial.filterName, filter: initial.filter, initial: initial.page, hrefs, profilePath, text }} />
      ) : (
        <FeedIsland single={{ locale, postId: initial.postId, initial: initial.post, allHref: feedPath, profilePath, text }} />
      )}
    </div>
  );
}
