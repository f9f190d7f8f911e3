import type { AppPathname } from '@/i18n/routing';

/** The main navigation of the header, in order (§2 routes a guest starts from). */
export const mainNavItems = [
  { id: 'home', href: '/' },
  { id: 'newGirls', href: '/new-girls' },
  { id: 'cams', href: '/cams' },
  { id: 'freeChat', href: '/free-chat' },
  { id: 'videos', href: '/videos' },
  { id: 'camShows', href: '/cam-shows' },
] as const satisfies readonly { id: string; href: AppPathname }[];

export type MainNavId = (typeof mainNavItems)[number]['id'];

/** What the client navigation receives: the route key and its label, translated on the server. */
export type NavLink = { href: (typeof mainNavItems)[number]['href']; label: string };
