import 'server-only';
import type { IncentiveEvent, PageLoadIncentivesResponse } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import type { IncentiveRoute } from './choose-incentives';
import { pageLoadIncentives } from './page-load-incentives';

/**
 * §7 getIncentivesByEvent: the same offers as on page load (the guest's real state decides them,
 * ./choose-incentives.ts), tagged with the event that asked, so the browser can apply §4 "page-load
 * and video-preview-ended incentives replace earlier ones of the same event". §4 "exit intent takes
 * the top one": for exitIntent only the highest-priority offer is returned.
 */
export async function eventIncentives(
  db: DbOrTx,
  input: { guestId: number | null; event: IncentiveEvent; route: IncentiveRoute; now: Date },
): Promise<PageLoadIncentivesResponse> {
  const answer = await pageLoadIncentives(db, { guestId: input.guestId, route: input.route, now: input.now });
  const tagged = answer.data.incentives.map((item) => ({ ...item, event: input.event }));
  const incentives = input.event === 'exitIntent' ? tagged.slice(0, 1) : tagged;
  return {
    ...answer,
    data: { incentives },
    trackingData: { routeName: answer.trackingData.routeName, incentiveTypes: incentives.map((item) => item.type) },
  };
}
