import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionState } from '@/lib/contracts/subscriptions';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { runningBenefitDays, subscriptionRoles } from '@/lib/server/guests/roles';

/**
 * §3/§6 roles from the running subscriptions: VIP, and TV subscriber (VIP counts as one). VIP days
 * from a bonus code make a VIP too (lib/server/guests/roles.ts), so every reader agrees; the list
 * holds the subscriptions only.
 */
export async function subscriptionState(db: DbOrTx, guestId: number, now = new Date()): Promise<SubscriptionState> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.status, 'active')));
  const { isVip, isVXTVAboSubscriber } = subscriptionRoles(
    rows.map((row) => row.kind),
    await runningBenefitDays(db, guestId, now),
  );
  return {
    isVip,
    isVXTVAboSubscriber,
    subscriptions: rows.map((row) => ({
      kind: row.kind,
      flow: row.flow,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      autoRenew: row.autoRenew,
      renewalPrice: row.renewalPrice,
      renewalPriceFormatted: formatMoney(row.renewalPrice, 'EUR'),
      offerAvailable: row.offerAcceptedAt === null,
    })),
  };
}
