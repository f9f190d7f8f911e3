/**
 * Catalogue constants of §5 and §9, in one place so services, pages and tests agree.
 */

/** §5/§9: ratings are shown for an actor only with at least 10 ratings in the 90-day window. */
export const MIN_RATINGS_SHOWN = 10;
export const RATING_WINDOW_DAYS = 90;

/** §9: trending videos were released within the last 8 days; top videos within the last 9 months. */
export const TRENDING_DAYS = 8;
export const TOP_MONTHS = 9;

/** §9: avatar age rating 16; model recommendations default 4 (age rating 16). */
export const AVATAR_AGE_RATING = 16;
export const MODEL_RECOMMENDATIONS_DEFAULT = 4;

/** §9 sizes. */
export const RECOMMENDATIONS_PER_GRID = 8;
export const RECOMMENDATIONS_PER_SLIDER = 5;
export const VIDEO_ITEMS_PER_GRID = 16;
export const VIDEO_STARS_PAGE_SIZE = 100;
export const DEFAULT_MEDIA_PAGE_SIZE = 10;
export const PREVIEW_THUMBNAILS_PER_VIDEO = 100;
export const COMMENTS_PAGE_SIZE = 5;
export const COMMENTS_LIMIT = 500;

/** §2/§9 search result page sizes per category. */
export const SEARCH_PAGE_SIZES = {
  actors: 30,
  models: 30,
  videos: 30,
  asmr: 3,
  photos: 14,
  galleries: 14,
  tv: 30,
  mediathek: 30,
  blog: 15,
} as const;

/** §5/§9: minimum search length 3; the last 3 searches are kept; the search cache lives 5 minutes. */
export const MIN_SEARCH_LENGTH = 3;
export const LAST_SEARCHES_KEPT = 3;
export const SEARCH_CACHE_MS = 5 * 60_000;
export const SEARCH_CACHE_SWEEP_MS = 5_000;

/** Completion proposals while typing: performer names first, then tag names; at most 8. */
export const MAX_PROPOSALS = 8;

/** §9: default actor search category 3; newly registered category 88. */
export const DEFAULT_ACTOR_SEARCH_CATEGORY = 3;
export const NEWLY_REGISTERED_CATEGORY = 88;
