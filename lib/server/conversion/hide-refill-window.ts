import 'server-only';
import type { RefillHideInterval } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import { REFILL_HIDE_SECONDS } from './incentive-config';
import { snoozeIncentive } from './snoozes';

/**
 * §7 setRefillWindowHidden: the refill card stays away for a day or a week, on every device of the
 * guest (stored per guest, not per browser). Returns when it may come back.
 */
export async function hideRefillWindow(db: DbOrTx, input: { guestId: number; interval: RefillHideInterval; now: Date }): Promise<Date> {
  const until = new Date(input.now.getTime() + REFILL_HIDE_SECONDS[input.interval] * 1000);
  return snoozeIncentive(db, { guestId: input.guestId, type: 'refill', until, reason: 'hidden' });
}
