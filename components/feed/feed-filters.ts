import type { FeedFilter, FeedTotals } from '@/lib/contracts/feed';

/**
 * §2/§3 the feed's filters, as links (?filter=…): everybody has all, clips, photos and texts;
 * a logged-in guest also has his liked, commented and bought posts and the performers he follows.
 */
export const feedFilterNames = ['all', 'clips', 'photos', 'texts', 'liked', 'commented', 'bought', 'following'] as const;
export type FeedFilterName = (typeof feedFilterNames)[number];

/** The filters that read the guest's own marks: empty for a visitor, so shown to guests only. */
export const GUEST_FILTERS: ReadonlySet<FeedFilterName> = new Set(['liked', 'commented', 'bought', 'following']);

/** An unknown or missing ?filter= is the whole feed (a link from elsewhere never breaks the page). */
export function parseFeedFilterName(raw: string | string[] | undefined): FeedFilterName {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (feedFilterNames as readonly string[]).includes(value ?? '') ? (value as FeedFilterName) : 'all';
}

/** The §7 feed(filter) argument of a filter link. */
export function feedFilterOf(name: FeedFilterName): FeedFilter {
  switch (name) {
    case 'clips':
      return { type: 'clip' };
    case 'photos':
      return { type: 'photos' };
    case 'texts':
      return { type: 'text' };
    case 'liked':
      return { liked: true };
    case 'commented':
      return { commented: true };
    case 'bought':
      return { bought: true };
    case 'following':
      return { following: true };
    default:
      return {};
  }
}

/** §3 feed totals beside a filter link; bought and following have no total. */
export function totalOf(name: FeedFilterName, totals: FeedTotals): number | null {
  switch (name) {
    case 'all':
      return totals.totalCount;
    case 'clips':
      return totals.clips;
    case 'photos':
      return totals.photos;
    case 'texts':
      return totals.texts;
    case 'liked':
      return totals.liked;
    case 'commented':
      return totals.commented;
    default:
      return null;
  }
}

/** The feed's URL with a filter (the default filter has no query, so the cached page is one URL). */
export function feedHref(feedPath: string, name: FeedFilterName): string {
  return name === 'all' ? feedPath : `${feedPath}?filter=${name}`;
}
