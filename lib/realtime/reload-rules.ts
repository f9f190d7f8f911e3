/**
 * §4 guest events that reload the page, as pure rules (tests/unit/realtime-reload-rules.test.ts).
 * Reloads themselves wait until no payment flow awaits feedback (lib/overlay whenNoFlow).
 */

/** The TV livestream pages in every language (i18n/routing.ts: /tv/livestream, /tv/premium/livestream; es "en-directo"). */
const TV_LIVESTREAM = /^\/(?:de|en|es|nl)\/tv\/(?:premium\/)?(?:livestream|en-directo)\/?$/;

export function isTvLivestreamPath(pathname: string): boolean {
  return TV_LIVESTREAM.test(pathname);
}

/**
 * §4 "Email verified: reloads the page except on the mobile platform or TV livestream pages."
 * This app serves one responsive desktop variant (§2: the mobile variant's routes are not
 * shown), so the page passes 'desktop'; the rule keeps the platform so a mobile variant plugs in.
 */
export function emailVerifiedReloads(page: { pathname: string; platform: 'desktop' | 'mobile' }): boolean {
  return page.platform !== 'mobile' && !isTvLivestreamPath(page.pathname);
}

/** A media centre episode page (/tv/mediathek/{series}/{episode}/; es "mediateca"). */
const TV_EPISODE = /^\/(?:de|en|es|nl)\/tv\/(?:mediathek|mediateca)\/[^/]+\/\d+\/?$/;

/**
 * §4 "VIP or TV subscription update: run callback, else reload." The TV livestream pages and the
 * media centre's episode pages have their callback: the tv queries are asked again
 * (lib/realtime/query-invalidation.ts) and the premium stream or episode starts in place; every
 * other page reloads.
 */
export function subscriptionUpdateReloads(page: { pathname: string }): boolean {
  return !isTvLivestreamPath(page.pathname) && !TV_EPISODE.test(page.pathname);
}
