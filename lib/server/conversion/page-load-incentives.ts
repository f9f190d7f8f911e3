import 'server-only';
import type { PageLoadIncentivesResponse } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import { chooseIncentives, type IncentiveRoute } from './choose-incentives';
import { guestFacts, visitorFacts } from './guest-facts';
import { activeSnoozes } from './snoozes';

/**
 * §7 getPageLoadIncentives: the incentives for this guest (or visitor, guestId null) on this
 * route. The flows they open carry the page's performer as the §3 overlay option `host`.
 */
export async function pageLoadIncentives(
  db: DbOrTx,
  input: { guestId: number | null; route: IncentiveRoute; now: Date },
): Promise<PageLoadIncentivesResponse> {
  const { guestId, route, now } = input;
  const facts = guestId === null ? visitorFacts() : await guestFacts(db, guestId, now);
  const snoozed = guestId === null ? new Set<never>() : await activeSnoozes(db, guestId, now);
  const incentives = chooseIncentives(facts, route, snoozed, now);
  return {
    success: true,
    data: { incentives },
    vxpayConfig: { host: route.args.actorName ?? null },
    trackingData: { routeName: route.name, incentiveTypes: incentives.map((item) => item.type) },
  };
}
