import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { type AppPathname, type Locale, locales } from '@/i18n/routing';
import { BLOG_CATEGORIES } from '@/lib/blog/blog-rules';
import { routePath } from '@/lib/seo/route-path';
import type { SitemapItem } from '@/lib/seo/sitemap-xml';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPosts, blogPostTexts } from '@/lib/server/db/schema/blog';
import { tvEpisodes, tvPosts, tvSeries } from '@/lib/server/db/schema/tv-mediathek';

/**
 * The editorial pages of the content sitemap: the blog (front, categories, posts in their own slug
 * per language), the media centre (series, their videos, episodes and TV posts), the TV channels
 * and the legal texts (§2). A few hundred pages: one child, read at request time and cached with
 * the others (sitemap-cache.ts). Only what is published by now.
 */
const STATIC_CONTENT: readonly AppPathname[] = ['/blog', '/tv/livestream', '/tv/premium/livestream', '/tv/media/series', '/terms-of-service', '/data-protection', '/imprint'];
/**
 * The §2 special-event pages (the games first): each says all year whether its event is upcoming,
 * live or past, so each is a page worth finding, listed like the editorial ones.
 */
const SPECIAL_EVENT_PAGES: readonly AppPathname[] = [
  '/magazine/wetnwildgame',
  '/magazine/slotmachine',
  '/magazine/oktoberfest-shooting',
  '/magazine/oktoberfest-tent',
  '/magazine/halloween',
  '/magazine/kick-it',
  '/magazine/cum-on', '/magazine/vr-porn', // the other §2 special-event pages (not /newsletter/unsubscribe: noindex)
];

const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

function same(pathname: AppPathname, params: Record<string, string> | undefined, lastmod: Date | null): SitemapItem {
  return { paths: Object.fromEntries(locales.map((l) => [l, routePath(l, pathname, params)])) as Record<Locale, string>, lastmod };
}

async function blogItems(db: DbOrTx): Promise<SitemapItem[]> {
  const rows = await db
    .select({ id: blogPosts.id, language: blogPostTexts.language, slug: blogPostTexts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .innerJoin(blogPostTexts, eq(blogPostTexts.postId, blogPosts.id))
    .where(sql`${blogPosts.publishedAt} <= now()`)
    .orderBy(asc(blogPosts.id));
  const posts = new Map<number, { slugs: Partial<Record<string, string>>; publishedAt: Date }>();
  for (const row of rows) {
    const post = posts.get(row.id) ?? { slugs: {}, publishedAt: row.publishedAt };
    post.slugs[row.language] = row.slug;
    posts.set(row.id, post);
  }
  // A post lacking a language is not listed in it under another language's slug: it needs all four.
  const items = [...posts.values()]
    .filter((post) => locales.every((l) => post.slugs[l]))
    .map((post) => ({
      paths: Object.fromEntries(locales.map((l) => [l, routePath(l, '/blog/[slug]', { slug: post.slugs[l]! })])) as Record<Locale, string>,
      lastmod: post.publishedAt,
    }));
  const newest = items.reduce<Date | null>((max, item) => (max && item.lastmod && max > item.lastmod ? max : item.lastmod), null);
  return [...BLOG_CATEGORIES.map((c) => same('/blog/category/[category]', { category: c.slug }, newest)), ...items];
}

async function mediathekItems(db: DbOrTx): Promise<SitemapItem[]> {
  const [series, episodes, posts] = await Promise.all([
    db
      .select({ key: tvSeries.key, latest: sql<unknown>`(select max(e.aired_at) from ${tvEpisodes} e where e.series_id = ${tvSeries.id} and e.aired_at <= now())` })
      .from(tvSeries)
      .orderBy(asc(tvSeries.id)),
    db
      .select({ id: tvEpisodes.id, key: tvSeries.key, airedAt: tvEpisodes.airedAt })
      .from(tvEpisodes)
      .innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId))
      .where(sql`${tvEpisodes.airedAt} <= now()`)
      .orderBy(asc(tvEpisodes.id)),
    db.select({ slug: tvPosts.slug, publishedAt: tvPosts.publishedAt }).from(tvPosts).where(sql`${tvPosts.publishedAt} <= now()`).orderBy(asc(tvPosts.id)),
  ]);
  return [
    ...series.flatMap((s) => [same('/tv/mediathek/[series]', { series: s.key }, toDate(s.latest)), same('/tv/mediathek/[series]/videos', { series: s.key }, toDate(s.latest))]),
    ...episodes.map((e) => same('/tv/mediathek/[series]/[episode]', { series: e.key, episode: String(e.id) }, e.airedAt)),
    ...posts.map((p) => same('/tv/posts/[slug]', { slug: p.slug }, p.publishedAt)),
  ];
}

/** Every item of content.xml. */
export async function contentItems(db: DbOrTx): Promise<SitemapItem[]> {
  const [blog, mediathek] = await Promise.all([blogItems(db), mediathekItems(db)]);
  return [...[...STATIC_CONTENT, ...SPECIAL_EVENT_PAGES].map((route) => same(route, undefined, null)), ...blog, ...mediathek];
}
