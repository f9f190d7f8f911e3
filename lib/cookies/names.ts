/**
 * §3: every cookie of the platform has a short name, listed here once. HttpOnly where page script
 * does not need the value. Category per §3: the search history's consent is functional, the rest
 * necessary. Names of features still to come are reserved in docs/ARCHITECTURE.md ("Cookies").
 */
// Cookies that only an island loaded after the first view reads live with it, so their names are not
// first-load JavaScript of every page: the install prompt's `ip` (lib/install/install-prompt-cookie.ts)
// and the status bars' `sba`, `sbm`, `sbv` (components/status-bars/status-bar-cookies.ts). The HttpOnly
// session cookies no script reads live with the server: `sid` (lib/server/http/session-cookie.ts) and
// the studio's `ss` (lib/server/studio/studio-cookie.ts).
export const cookieNames = {
  /** Consent banner choice (lib/consent/consent-cookie.ts); readable, a year. */
  consent: 'cc',
  /** "Logged in" hint next to sid, so a cached page knows to fetch an access token; readable. */
  loggedInHint: 'li',
  /** The login cookie of the pay origin: this browser has logged in before (§4); readable. */
  loginMemory: 'lc',
  /** Partner id (§3 overlay option w) from an affiliate link; readable, 30 days. */
  partnerId: 'pid',
  /** Partner sub-reference (§3 overlay option ws); readable, 30 days. */
  subref: 'sr',
  /** §7 acceptCancellationOffer: the offer was taken, so it is not shown again; readable, a year. */
  cancellationOffer: 'co',
  /** §3 forced age check (§6 es-avs modal): the special market's age notice was answered; readable, 30 days, necessary. */
  forcedAgeCheck: 'fa',
  /** §9 incentive block: `ib_<uniqueGroup>`, one per blocked group (lib/incentives/block-cookie.ts); readable, 30 days, necessary. */
  incentiveBlock: 'ib',
} as const;
