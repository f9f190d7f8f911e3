import type { RouteTitleKey } from '@/i18n/route-titles';
import { routeTitleKeys } from '@/i18n/route-titles';
import type { AppPathname, Locale } from '@/i18n/routing';
import type { Crumb } from './json-ld';
import { routePath } from './route-path';

/** Catalogue pages without parameters that a breadcrumb can end on. */
export const staticCrumbRoutes = [
  '/new-girls',
  '/free-chat',
  '/cams',
  '/cam-shows',
  '/videos',
  '/all-videos',
  '/free-clips',
  '/video-trends',
  '/on-sale',
  '/new-videos',
  '/vip-videos',
  '/stars',
  '/top-cams',
  '/top-cams/favorites',
  '/top-cams/best-chats',
  '/top-cams/video-call',
] as const satisfies readonly AppPathname[];
export type StaticCrumbRoute = (typeof staticCrumbRoutes)[number];

/** Performer sub-pages without further parameters (§2 actor profile sub-pages). */
export const actorCrumbRoutes = [
  '/amateur/[actorName]/about-me',
  '/amateur/[actorName]/videos',
  '/amateur/[actorName]/videos/classic',
  '/amateur/[actorName]/live-show',
  '/amateur/[actorName]/top-cams',
] as const satisfies readonly AppPathname[];
export type ActorCrumbRoute = (typeof actorCrumbRoutes)[number];

type Actor = { name: string; slug: string };

/** Where a breadcrumb ends; names are already in the page language. */
export type BreadcrumbTarget =
  | { type: 'home' }
  | { type: 'page'; route: StaticCrumbRoute }
  | { type: 'category'; category: { slug: string; name: string } }
  | { type: 'videoSearch'; searchPattern: string }
  | { type: 'actorProfile'; actor: Actor }
  | { type: 'actorPage'; actor: Actor; route: ActorCrumbRoute }
  | { type: 'actorVideosByTag'; actor: Actor; tag: { tagGroup: string; name: string } }
  | { type: 'video'; actor: Actor; video: { id: number; title: string } }
  | { type: 'album'; actor: Actor; album: { id: number; title: string } }
  | { type: 'blog' }
  | { type: 'blogCategory'; category: BlogCrumbCategory }
  | { type: 'blogArchive'; category: BlogCrumbCategory; year: number }
  | { type: 'blogPost'; category: BlogCrumbCategory; post: { slug: string; title: string } };

/** A blog category in the page language; its slug is the same in every language. */
type BlogCrumbCategory = { slug: string; name: string };

/** The names of routes (messages `Routes`) and of the first crumb (messages `Breadcrumb.home`). */
export type CrumbLabels = { home: string; route: (key: RouteTitleKey) => string };

/** Listing pages that sit below another one (§2: the video areas below videos/, top cams views below top 100). */
const parentOf: Partial<Record<StaticCrumbRoute, StaticCrumbRoute>> = {
  '/all-videos': '/videos',
  '/free-clips': '/videos',
  '/video-trends': '/videos',
  '/on-sale': '/videos',
  '/new-videos': '/videos',
  '/vip-videos': '/videos',
  '/stars': '/videos',
  '/top-cams/favorites': '/top-cams',
  '/top-cams/best-chats': '/top-cams',
  '/top-cams/video-call': '/top-cams',
};

/**
 * The breadcrumb trail of a page (§3 SEO text "breadcrumb"): home first, the page itself last,
 * each with its localized, root-relative URL. The same trail feeds the visible breadcrumbs, the
 * BreadcrumbList JSON-LD and the REST breadcrumb call.
 */
export function breadcrumbTrail(locale: Locale, labels: CrumbLabels, target: BreadcrumbTarget): Crumb[] {
  const crumb = (name: string, pathname: AppPathname, params?: Record<string, string>): Crumb => ({ name, url: routePath(locale, pathname, params) });
  const page = (route: AppPathname, params?: Record<string, string>) => crumb(labels.route(routeTitleKeys[route]), route, params);
  const home = crumb(labels.home, '/');
  const actorCrumbs = (actor: Actor) => [crumb(actor.name, '/amateur/[actorName]', { actorName: actor.slug })];
  const actorVideos = (actor: Actor) => page('/amateur/[actorName]/videos', { actorName: actor.slug });
  const blogCategory = (category: BlogCrumbCategory) => [page('/blog'), crumb(category.name, '/blog/category/[category]', { category: category.slug })];

  switch (target.type) {
    case 'home':
      return [home];
    case 'page': {
      const parent = parentOf[target.route];
      return [home, ...(parent ? [page(parent)] : []), page(target.route)];
    }
    case 'category':
      return [home, crumb(target.category.name, '/categories/[categorySlug]', { categorySlug: target.category.slug })];
    case 'videoSearch':
      return [home, page('/videos'), crumb(labels.route('videoSearch'), '/search/videos/[searchPattern]', { searchPattern: target.searchPattern })];
    case 'actorProfile':
      return [home, ...actorCrumbs(target.actor)];
    case 'actorPage': {
      const params = { actorName: target.actor.slug };
      const middle = target.route === '/amateur/[actorName]/videos/classic' ? [actorVideos(target.actor)] : [];
      return [home, ...actorCrumbs(target.actor), ...middle, page(target.route, params)];
    }
    case 'actorVideosByTag':
      return [
        home,
        ...actorCrumbs(target.actor),
        actorVideos(target.actor),
        crumb(target.tag.name, '/amateur/[actorName]/videos/tag/[tagGroup]', { actorName: target.actor.slug, tagGroup: target.tag.tagGroup }),
      ];
    case 'video':
      return [
        home,
        ...actorCrumbs(target.actor),
        actorVideos(target.actor),
        crumb(target.video.title, '/amateur/[actorName]/video/[videoId]', { actorName: target.actor.slug, videoId: String(target.video.id) }),
      ];
    case 'album':
      return [
        home,
        ...actorCrumbs(target.actor),
        crumb(target.album.title, '/amateur/[actorName]/pictures/[albumId]', { actorName: target.actor.slug, albumId: String(target.album.id) }),
      ];
    case 'blog':
      return [home, page('/blog')];
    case 'blogCategory':
      return [home, ...blogCategory(target.category)];
    case 'blogArchive':
      return [
        home,
        ...blogCategory(target.category),
        crumb(String(target.year), '/blog/archive/[category]/[year]', { category: target.category.slug, year: String(target.year) }),
      ];
    case 'blogPost':
      return [home, ...blogCategory(target.category), crumb(target.post.title, '/blog/[slug]', { slug: target.post.slug })];
  }
}
