import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { type PageLoadIncentivesInput, pageLoadIncentivesResponseSchema } from '@/lib/contracts/incentive';
import { blockedGroups } from './block-cookie';
import { withoutBlocked } from './incentive-rules';
import { incentiveStore } from './incentive-store';

/** Route arguments as the call takes them (letters for names, 1–200 characters a value); others are left out. */
function callableArgs(args: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).filter(([name, value]) => /^[A-Za-z]{1,32}$/.test(name) && value.length > 0 && value.length <= 200));
}

let latest = 0;

/**
 * §7 getPageLoadIncentives {routeName, routeArgs} → the page's page-load incentives (§4: they
 * replace the earlier ones), minus the groups this browser blocked (§9 cookie). Only the newest
 * request counts: a page change or a login while one is on its way makes it stale.
 * Loaded on demand with the REST client and the contract (not first-load JavaScript).
 */
export async function loadPageLoadIncentives(input: { language: Locale; accessToken: string | null; route: PageLoadIncentivesInput }): Promise<void> {
  latest += 1;
  const ticket = latest;
  const answer = await restRequest('conversion/getPageLoadIncentives', {
    language: input.language,
    accessToken: input.accessToken,
    method: 'POST',
    body: { routeName: input.route.routeName, routeArgs: callableArgs(input.route.routeArgs ?? {}) },
    schema: pageLoadIncentivesResponseSchema,
  });
  if (ticket !== latest) return;
  const shown = withoutBlocked(answer.data.incentives, blockedGroups(document.cookie));
  incentiveStore.getState().actions.incentivesArrived('pageLoad', shown, answer.vxpayConfig.host, Math.floor(Date.now() / 1000));
}

/** A page outside the route table asks nothing and shows no page-load incentives. */
export function clearPageLoadIncentives(): void {
  latest += 1;
  incentiveStore.getState().actions.incentivesArrived('pageLoad', [], null, Math.floor(Date.now() / 1000));
}
