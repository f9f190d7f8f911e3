import type { AppPathname } from '@/i18n/routing';

/** §2 the personal area's pages and their message keys: its tab row and the phone's my-account menu. */
export const personalLinks = [
  ['/my-account', 'overview'],
  ['/my-account/profile', 'profile'],
  ['/my-account/mediathek', 'mediathek'],
  ['/my-account/mediathek/photos', 'photos'],
  ['/my-account/benefits', 'benefits'],
  ['/my-account/favorite-cams', 'favoriteCams'],
  ['/my-account/spinwheel', 'spinwheel'],
] as const satisfies readonly (readonly [AppPathname, string])[];
