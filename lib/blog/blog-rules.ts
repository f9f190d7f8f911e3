/**
 * §3 blog categories and §9 blog page sizes: pure rules shared by the server, the pages and tests.
 * The URL slug of a category is the same in every language (the route's other words are localized).
 */
export const BLOG_CATEGORIES = [
  { id: 1, slug: 'general' },
  { id: 38, slug: 'event' },
  { id: 39, slug: 'live' },
  { id: 40, slug: 'premium-tv' },
  { id: 41, slug: 'free-tv' },
  { id: 43, slug: 'actions' },
  { id: 44, slug: 'production' },
  { id: 45, slug: 'news' },
  { id: 46, slug: 'interviews' },
  { id: 506, slug: 'featured' },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategoryId = BlogCategory['id'];
export type BlogCategorySlug = BlogCategory['slug'];

/** §3: featured is not a category of its own but a flag a post carries beside its category. */
export const FEATURED_CATEGORY_ID = 506;

/** §3 blog state: the categories whose totals are shown (news, actions, interviews, event). */
export const BLOG_TOTALS_CATEGORIES = [45, 43, 46, 38] as const;

/** §9: blog page size 3 by default (posts of a category), 9 for archives; search 15. */
export const BLOG_PAGE_SIZE = 3;
export const BLOG_ARCHIVE_PAGE_SIZE = 9;
/** Largest page a caller may ask for: bounded so one request stays cheap. */
export const BLOG_MAX_PAGE_SIZE = 30;
/** Posts a caller may exclude by id (the post on screen, the ones shown above it). */
export const BLOG_MAX_EXCLUDE = 30;
/** §9: the blog cache lives 60 s. */
export const BLOG_CACHE_MS = 60_000;

export function blogCategoryById(id: number): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((c) => c.id === id);
}

export function blogCategoryBySlug(slug: string): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((c) => c.slug === slug);
}

/** A URL slug from a title: accents folded, lowercase, words joined by dashes, at most 80 characters. */
export function blogSlug(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return folded.slice(0, 80).replace(/-+$/, '') || 'post';
}

/** Pages of `pageSize` that hold `total` posts (at least 1, so an empty category still has page 1). */
export function blogPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A year in an archive URL: four digits, no sign or leading garbage. */
export function parseBlogYear(raw: string): number | null {
  if (!/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= 2000 && year <= 2100 ? year : null;
}
