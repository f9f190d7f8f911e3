import type { AppPathname } from '@/i18n/routing';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** A link of the navigation; `id` is its label's key in the `Nav` messages. */
export type NavItem = { id: string; href: StaticPathname };
/** A disclosure menu of the header (desktop) and a labelled list in the mobile menu. */
export type NavGroup = { id: 'videos' | 'topCams' | 'live'; items: readonly NavItem[] };
export type NavEntry = NavItem | NavGroup;

/**
 * The site navigation (every catalogue page reachable from the header, §2 routes):
 * the catalogue starting points, then the video areas and the top cams views as menus.
 * Categories are reached from /cams/.
 */
export const siteNav = [
  { id: 'home', href: '/' },
  { id: 'newGirls', href: '/new-girls' },
  { id: 'cams', href: '/cams' },
  { id: 'freeChat', href: '/free-chat' },
  { id: 'camShows', href: '/cam-shows' },
  {
    id: 'videos',
    items: [
      { id: 'videosHub', href: '/videos' },
      { id: 'allVideos', href: '/all-videos' },
      { id: 'freeClips', href: '/free-clips' },
      { id: 'videoTrends', href: '/video-trends' },
      { id: 'onSale', href: '/on-sale' },
      { id: 'newVideos', href: '/new-videos' },
      { id: 'vipVideos', href: '/vip-videos' },
      { id: 'stars', href: '/stars' },
    ],
  },
  {
    id: 'topCams',
    items: [
      { id: 'topCams100', href: '/top-cams' },
      { id: 'topCamsFavorites', href: '/top-cams/favorites' },
      { id: 'topCamsBestChats', href: '/top-cams/best-chats' },
      { id: 'topCamsVideoCall', href: '/top-cams/video-call' },
    ],
  },
] as const satisfies readonly NavEntry[];

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/**
 * The header bar is too narrow for every loose link below 1368 px (German and Spanish labels,
 * login, sign-up and search beside it): there the live listings share one menu.
 */
export const liveGroup: NavGroup = {
  id: 'live',
  items: (siteNav as readonly NavEntry[]).filter(
    (entry): entry is NavItem => !isNavGroup(entry) && ['/cams', '/free-chat', '/cam-shows'].includes(entry.href),
  ),
};

/** Every page the navigation links to, in order. */
export const navPathnames: readonly StaticPathname[] = siteNav.flatMap((entry: NavEntry) =>
  isNavGroup(entry) ? entry.items.map((item) => item.href) : [entry.href],
);

/**
 * @deprecated The header's former flat list; MainNav now renders `siteNav` itself. Kept so the
 * header compiles until its `links` mapping is removed.
 */
export const mainNavItems = [
  { id: 'home', href: '/' },
  { id: 'newGirls', href: '/new-girls' },
  { id: 'cams', href: '/cams' },
  { id: 'freeChat', href: '/free-chat' },
  { id: 'videos', href: '/videos' },
  { id: 'camShows', href: '/cam-shows' },
] as const satisfies readonly NavItem[];

/** @deprecated See mainNavItems. */
export type NavLink = { href: (typeof mainNavItems)[number]['href']; label: string };
