import type { Locale } from '@/i18n/routing';
import type { PageLoadIncentivesInput } from '@/lib/contracts/incentive';
import { pageLoadIncentives } from '@/lib/queries/conversion';
import { incentiveStore } from '@/stores/incentives';
import { blockedGroups } from './block-cookie';
import { withoutBlocked } from './incentive-rules';

let latest = 0;

/**
 * §7 getPageLoadIncentives {routeName, routeArgs} → the page's page-load incentives (§4: they
 * replace the earlier ones), minus the groups this browser blocked (§9 cookie). Only the newest
 * request counts: a page change or a login while one is on its way makes it stale. The answer
 * feeds the incentive store, whose §4 rules merge it with the pushed incentives (not a cached
 * query). Loaded on demand with the REST client and the contract (not first-load JavaScript).
 */
export async function loadPageLoadIncentives(input: { language: Locale; route: PageLoadIncentivesInput }): Promise<void> {
  latest += 1;
  const ticket = latest;
  const answer = await pageLoadIncentives(input.language, input.route);
  if (ticket !== latest) return;
  const shown = withoutBlocked(answer.incentives, blockedGroups(document.cookie));
  incentiveStore.getState().actions.incentivesArrived('pageLoad', shown, answer.host, Math.floor(Date.now() / 1000));
}

/** A page outside the route table asks nothing and shows no page-load incentives. */
export function clearPageLoadIncentives(): void {
  latest += 1;
  incentiveStore.getState().actions.incentivesArrived('pageLoad', [], null, Math.floor(Date.now() / 1000));
}
