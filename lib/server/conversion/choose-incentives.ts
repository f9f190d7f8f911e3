import 'server-only';
import type { AppPathname } from '@/i18n/routing';
import type { Incentive, IncentiveType } from '@/lib/contracts/incentive';
import { INCENTIVE_SHAPES, REFILL_THRESHOLD_CENTS, VIDEO_ROUTES, VIP_ENDING_WINDOW_SECONDS } from './incentive-config';

/** What the offers depend on, read from the guest's real state (./guest-facts.ts). */
export type GuestFacts =
  | { kind: 'visitor'; /** §5: sign-up is open (LOGIN_ENABLED and SIGNUP_ENABLED). */ signupOpen: boolean }
  | {
      kind: 'guest';
      /** EUR cents. */
      balance: number;
      isPayingCustomer: boolean;
      /** §6 restriction level > 0: a top-up is the compensation flow, so no top-up offer. */
      restricted: boolean;
      isVip: boolean;
      /** The end of VIP that rests only on bonus-code days; null: no VIP, a subscription, or permanent days. */
      vipDaysEndAt: Date | null;
    };

export type IncentiveRoute = { name: AppPathname; args: Readonly<Record<string, string>> };

function incentive(type: IncentiveType, nowSeconds: number, countdown: number | null = null): Incentive {
  const { region, priority, uniqueGroup } = INCENTIVE_SHAPES[type];
  return { region, type, event: 'pageLoad', priority, countdown, countdownStartTime: countdown === null ? null : nowSeconds, uniqueGroup };
}

/**
 * The page-load incentives of one guest on one route. Every one leads to a flow that exists:
 * - a visitor: `signup` (the sign-up door), while sign-up is open;
 * - a guest who never paid: `firstTopUp` (top-up);
 * - a paying guest below REFILL_THRESHOLD_CENTS: `refill` (top-up; hideable, §7 setRefillWindowHidden);
 * - a guest without VIP on a video page: `vip` (the VIP flow);
 * - VIP days from a bonus code ending within VIP_ENDING_WINDOW_SECONDS: `vipEnding`, counting down
 *   to the real end (the only countdown: nothing else here ends).
 * Types in `snoozed` (hidden or dismissed, ./snoozes.ts) are left out. Sorted by priority, highest first.
 */
export function chooseIncentives(facts: GuestFacts, route: IncentiveRoute, snoozed: ReadonlySet<IncentiveType>, now: Date): Incentive[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const chosen: Incentive[] = [];
  if (facts.kind === 'visitor') {
    if (facts.signupOpen) chosen.push(incentive('signup', nowSeconds));
  } else {
    if (!facts.restricted && !facts.isPayingCustomer) chosen.push(incentive('firstTopUp', nowSeconds));
    if (!facts.restricted && facts.isPayingCustomer && facts.balance < REFILL_THRESHOLD_CENTS) chosen.push(incentive('refill', nowSeconds));
    if (!facts.isVip && VIDEO_ROUTES.has(route.name)) chosen.push(incentive('vip', nowSeconds));
    const vipLeft = facts.vipDaysEndAt ? Math.floor((facts.vipDaysEndAt.getTime() - now.getTime()) / 1000) : null;
    if (vipLeft !== null && vipLeft > 0 && vipLeft <= VIP_ENDING_WINDOW_SECONDS) chosen.push(incentive('vipEnding', nowSeconds, vipLeft));
  }
  return chosen.filter((item) => !snoozed.has(item.type)).sort((a, b) => b.priority - a.priority);
}
