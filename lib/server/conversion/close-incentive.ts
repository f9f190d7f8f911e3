import 'server-only';
import type { IncentiveResult, IncentiveType } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import { incentiveResults } from '@/lib/server/db/schema/incentives';
import { endOfBerlinDay, snoozeIncentive } from './snoozes';

/**
 * §7 closeIncentive: records how an incentive was closed. A logged-in guest who dismissed one
 * does not get that type again for the rest of the Berlin day (our choice; the next day it may
 * fit again); a visitor's dismissal is kept by the browser's §9 block cookie instead. Accepting
 * snoozes nothing: the offer stays until its reason is gone (e.g. the first top-up is paid).
 */
export async function closeIncentive(
  db: DbOrTx,
  input: { guestId: number | null; type: IncentiveType; result: IncentiveResult; now: Date },
): Promise<void> {
  const { guestId, type, result, now } = input;
  await db.transaction(async (tx) => {
    await tx.insert(incentiveResults).values({ guestId, incentiveType: type, result, closedAt: now });
    if (guestId !== null && result === 'dismissed') await snoozeIncentive(tx, { guestId, type, until: endOfBerlinDay(now), reason: 'dismissed' });
  });
}
