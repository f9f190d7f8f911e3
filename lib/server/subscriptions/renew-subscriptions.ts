import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { isAppError } from '@/lib/server/errors';
import { createStatusBar } from '@/lib/server/status-bars/create-status-bar';
import { chargePeriod } from './charge-period';
import { DAY_MS } from './plans';

export type RenewalOutcome = { guestId: number; kind: 'vip' | 'tv'; outcome: 'renewed' | 'expired' };

/**
 * The scheduled renewal: every running subscription whose period has ended is either
 * charged for the next period (auto renew, enough balance) or expires. Each step is guarded by
 * the period it read (`periods = n`), and the charge's ledger key names the period, so two runs
 * of the job at once charge a period once. `onlyGuestId`: one guest's (the test-day sandbox run).
 */
export async function renewDueSubscriptions(db: DbOrTx, now = new Date(), onlyGuestId?: number): Promise<RenewalOutcome[]> {
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now), onlyGuestId === undefined ? undefined : eq(subscriptions.guestId, onlyGuestId)));
  const outcomes: RenewalOutcome[] = [];
  for (const row of due) {
    const expire = async () => {
      const [expired] = await db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active'), eq(subscriptions.periods, row.periods)))
        .returning({ id: subscriptions.id });
      if (expired) outcomes.push({ guestId: row.guestId, kind: row.kind, outcome: 'expired' });
    };
    if (!row.autoRenew) {
      await expire();
      continue;
    }
    try {
      const renewed = await db.transaction(async (tx) => {
        const [next] = await tx
          .update(subscriptions)
          .set({ periods: row.periods + 1, currentPeriodEnd: new Date(row.currentPeriodEnd.getTime() + row.periodDays * DAY_MS) })
          .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active'), eq(subscriptions.periods, row.periods)))
          .returning({ id: subscriptions.id });
        if (!next) return false;
        await chargePeriod(tx, { subscriptionId: row.id, period: row.periods + 1, guestId: row.guestId, amount: row.renewalPrice, flow: row.flow });
        // §3 "monthly bonus" bar: no separate monthly bonus credit exists, so the VIP renewal (the new
        // month of VIP benefits) makes it, once per period; the page reads it on the next load.
        if (row.kind === 'vip') await createStatusBar(tx, { guestId: row.guestId, kind: 'monthlyBonus', sourceKey: `${row.id}:${row.periods + 1}` });
        return true;
      });
      if (renewed) outcomes.push({ guestId: row.guestId, kind: row.kind, outcome: 'renewed' });
    } catch (error) {
      if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
      await expire();
    }
  }
  return outcomes;
}
