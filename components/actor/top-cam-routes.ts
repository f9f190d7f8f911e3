import type { TopCamView } from '@/lib/contracts/top-cam';

/** The page of each top cams view (i18n/routing.ts, docs/ROUTES.md) and its route title key. */
export const topCamRoutes = {
  top100: { pathname: '/top-cams', titleKey: 'topCams' },
  favorites: { pathname: '/top-cams/favorites', titleKey: 'topCamsFavorites' },
  bestChats: { pathname: '/top-cams/best-chats', titleKey: 'topCamsBestChats' },
  videoCall: { pathname: '/top-cams/video-call', titleKey: 'topCamsVideoCall' },
} as const satisfies Record<TopCamView, { pathname: string; titleKey: string }>;

export const TOP_CAM_VIEWS = ['top100', 'favorites', 'bestChats', 'videoCall'] as const satisfies readonly TopCamView[];
