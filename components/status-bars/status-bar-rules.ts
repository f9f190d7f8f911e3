import type { AvsStatus } from '@/lib/contracts/avs';
import type { ServerStatusBar, ServerStatusBarKind } from '@/lib/contracts/status-bars';

/*
 * §3 "Other states": which ONE status bar shows (at the bottom, see Placement). Pure: the island feeds it the
 * session, the §3 short-code cookies, the page's flags and the server's bars.
 *
 * | bar              | trigger                                               | action                 | close → rule                          |
 * |------------------|-------------------------------------------------------|------------------------|---------------------------------------|
 * | error            | raiseStatusBarError(message) (window event)           | –                      | closable; gone on close (this page)   |
 * | notFound         | `?nf=1` on the listing a gone page redirects to       | –                      | once: shown on that landing only      |
 * | cancellationOffer| server bar: a cancel while the offer applies          | accept (existing call) | server: removed with the accept       |
 * | avsAccepted      | server bar: the AVS decision accepted                 | –                      | server: shown until removed           |
 * | autoRecharge     | server bar: an automatic top-up succeeded (amount)    | –                      | server: removeStatusBar               |
 * | monthlyBonus     | server bar: a VIP renewal (the new VIP month)         | –                      | server: removeStatusBar               |
 * | avsRejected      | avsStatus rejected                                    | try again (AVS flow)   | closable; cookie-free, back next page |
 * | avsPending       | avsStatus pending                                     | –                      | NOT closable: it ends with a decision |
 * | mailConfirmed    | `?ec=1` on the link after the confirmation mail        | –                      | once: shown on that landing only      |
 * | mailNotVerified  | logged in, isEmailVerified false                       | send again             | cookie `sbm`, 1 day                   |
 * | noAgeCheck       | logged in, hasAvs false, avsStatus unknown (none)      | verify (AVS flow)      | cookie `sba`, 7 days                  |
 * | welcomeBack      | logged in, last visit (cookie `sbv`) ≥ 7 days ago       | –                      | once per return (`sbv` is renewed)    |
 *
 * Priority is the table's order: what just happened (an error, a gone page) before what the
 * server has to say, before the guest's standing account states, before the greeting.
 *
 * Placement (§3 a bar covers nothing; §1 no layout shift): the bar is FIXED AT THE BOTTOM of the
 * viewport, stacked on the incentive offer bar (`bottom: var(--incentive-bar)`), in the lowest
 * layer of the page's fixed parts (z 25: under the conversion-chat pill z 30, docked cards, menus
 * and the incentive bar z 40, the consent banner z 55, notices z 60, boxes z 80) — it covers none
 * of them; the corner cards stand on it (its height is `--status-bar`), so none covers its close
 * button either (a docked daily reward and the refill card once hid it). While it is mounted the
 * page's bottom padding grows by its height (after the footer, components/layout/use-bar-height.ts),
 * so nothing above moves and the page's own last lines scroll out from under it. It waits
 * for the consent banner's answer (the banner is where the bar would be). §4: like the navbar it
 * slides away while the guest scrolls down (more than 10 px past 50 px, checked after 200 ms,
 * stores/layout.ts) and comes back on scrolling up; the padding stays, so that moves nothing either.
 * Under the header (`top-14`) it covered the page's own buttons, which is why it is not there.
 */

export const NO_AGE_CHECK_CLOSE_DAYS = 7;
export const MAIL_NOT_VERIFIED_CLOSE_DAYS = 1;
export const WELCOME_BACK_AFTER_DAYS = 7;

/** The order server bars take among themselves (an open offer is time-bound, so it leads). */
const SERVER_ORDER: readonly ServerStatusBarKind[] = ['cancellationOffer', 'avsAccepted', 'autoRecharge', 'monthlyBonus'];

export type StatusBarInput = {
  loggedIn: boolean;
  hasAvs: boolean;
  /** §4 avs status; `unknown` is "no age check yet". */
  avsStatus: AvsStatus;
  avsRejectMessage: string | null;
  isEmailVerified: boolean;
  /** §3 short-code cookies present: the bar was closed within its period. */
  closedNoAgeCheck: boolean;
  closedMailNotVerified: boolean;
  /** Page flags: `?nf=1`, `?ec=1`. */
  notFoundLanding: boolean;
  mailConfirmedLanding: boolean;
  /** Days since the last visit (cookie `sbv`), null when there is none (a first visit greets nobody). */
  daysSinceLastVisit: number | null;
  /** The newest raised error not yet closed on this page. */
  errorMessage: string | null;
  serverBars: readonly ServerStatusBar[];
};

export type StatusBarChoice =
  | { kind: 'error'; message: string; close: 'local' }
  | { kind: 'notFound'; close: 'local' }
  | { kind: ServerStatusBarKind; bar: ServerStatusBar; close: 'server' }
  | { kind: 'avsRejected'; message: string; close: 'local' }
  | { kind: 'avsPending'; close: 'none' }
  | { kind: 'mailConfirmed'; close: 'local' }
  | { kind: 'mailNotVerified'; close: 'cookie' }
  | { kind: 'noAgeCheck'; close: 'cookie' }
  | { kind: 'welcomeBack'; close: 'local' };

function serverBar(bars: readonly ServerStatusBar[]): StatusBarChoice | null {
  for (const kind of SERVER_ORDER) {
    const bar = bars.find((candidate) => candidate.kind === kind);
    if (bar) return { kind, bar, close: 'server' };
  }
  return null;
}

/** The one bar to show, or null. */
export function chooseStatusBar(input: StatusBarInput): StatusBarChoice | null {
  if (input.errorMessage) return { kind: 'error', message: input.errorMessage, close: 'local' };
  if (input.notFoundLanding) return { kind: 'notFound', close: 'local' };
  if (!input.loggedIn) return null;
  const fromServer = serverBar(input.serverBars);
  if (fromServer) return fromServer;
  if (input.avsStatus === 'rejected') return { kind: 'avsRejected', message: input.avsRejectMessage ?? '', close: 'local' };
  if (input.avsStatus === 'pending') return { kind: 'avsPending', close: 'none' };
  if (input.mailConfirmedLanding) return { kind: 'mailConfirmed', close: 'local' };
  if (!input.isEmailVerified && !input.closedMailNotVerified) return { kind: 'mailNotVerified', close: 'cookie' };
  if (!input.hasAvs && input.avsStatus === 'unknown' && !input.closedNoAgeCheck) return { kind: 'noAgeCheck', close: 'cookie' };
  if (input.daysSinceLastVisit !== null && input.daysSinceLastVisit >= WELCOME_BACK_AFTER_DAYS) return { kind: 'welcomeBack', close: 'local' };
  return null;
}

/** Whole days between two calendar days `YYYY-MM-DD` (the `sbv` cookie's value); null when unreadable. */
export function daysBetween(lastDay: string | null, today: string): number | null {
  if (!lastDay || !/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) return null;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastDay}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.floor(ms / 86_400_000) : null;
}
