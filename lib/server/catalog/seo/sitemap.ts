import 'server-only';
import { type AppPathname, type Locale, locales } from '@/i18n/routing';
import { staticCrumbRoutes } from '@/lib/seo/breadcrumb-trail';
import { routePath } from '@/lib/seo/route-path';
import { type ChunkedKind, childPath, partCount, partRange, type SitemapChild, sitemapChildren } from '@/lib/seo/sitemap-plan';
import { type SitemapItem, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap-xml';
import type { DbOrTx } from '@/lib/server/db/client';
import { cachedSitemap } from './sitemap-cache';
import { contentItems } from './sitemap-content';
import {
  albumSpan,
  catalogueLastmod,
  listAlbums,
  listCategorySlugs,
  listPerformers,
  listVideos,
  performerSpan,
  videoSpan,
} from './sitemap-source';

/** The catalogue listing pages that have no parameters: home and the §2 catalogue routes. */
export const sitemapStaticRoutes: readonly AppPathname[] = ['/', ...staticCrumbRoutes];

function item(pathname: AppPathname, params: Record<string, string> | undefined, lastmod: Date | null): SitemapItem {
  const paths = Object.fromEntries(locales.map((l) => [l, routePath(l, pathname, params)])) as Record<Locale, string>;
  return { paths, lastmod };
}

const spanOf = { performers: performerSpan, videos: videoSpan, albums: albumSpan } as const;

async function spans(db: DbOrTx) {
  const [performers, videos, albums] = await Promise.all([performerSpan(db), videoSpan(db), albumSpan(db)]);
  return { performers, videos, albums };
}

/** The sitemap index (/sitemap.xml): absolute URLs of every child. */
export function sitemapIndex(db: DbOrTx, origin: string): Promise<string> {
  return cachedSitemap(db, `${origin} index`, async () => sitemapIndexXml(origin, sitemapChildren(await spans(db)).map(childPath)));
}

async function childItems(db: DbOrTx, child: SitemapChild): Promise<SitemapItem[] | null> {
  if (child.kind === 'pages') {
    const [lastmod, slugs] = await Promise.all([catalogueLastmod(db), listCategorySlugs(db)]);
    return [
      ...sitemapStaticRoutes.map((route) => item(route, undefined, lastmod)),
      ...slugs.map((categorySlug) => item('/categories/[categorySlug]', { categorySlug }, lastmod)),
    ];
  }
  if (child.kind === 'content') return contentItems(db);
  const span = await spanOf[child.kind](db);
  if (child.part > partCount(span) || !span) return null;
  const range = partRange(span, child.part);
  return itemsOfRange(db, child.kind, range);
}

async function itemsOfRange(db: DbOrTx, kind: ChunkedKind, range: { from: number; to: number }): Promise<SitemapItem[]> {
  switch (kind) {
    case 'performers':
      return (await listPerformers(db, range)).map((p) => item('/amateur/[actorName]', { actorName: p.slug }, p.lastmod));
    case 'videos':
      return (await listVideos(db, range)).map((v) =>
        item('/amateur/[actorName]/video/[videoId]', { actorName: v.slug, videoId: String(v.id) }, v.lastmod),
      );
    case 'albums':
      return (await listAlbums(db, range)).map((a) =>
        item('/amateur/[actorName]/pictures/[albumId]', { actorName: a.slug, albumId: String(a.id) }, a.lastmod),
      );
  }
}

/** One child sitemap, or null when the index has no such child (a 404). */
export async function childSitemap(db: DbOrTx, origin: string, child: SitemapChild): Promise<string | null> {
  const key = `${origin} ${childPath(child)}`;
  // A part the index does not have is kept as '' for the same time: a 404.
  const xml = await cachedSitemap(db, key, async () => {
    const list = await childItems(db, child);
    return list === null ? '' : urlsetXml(origin, list);
  });
  return xml === '' ? null : xml;
}
