import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionState } from '@/lib/contracts/subscriptions';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';

/** §3/§6 roles from the running subscriptions: VIP, and TV subscriber (VIP counts as one). */
export async function subscriptionState(db: DbOrTx, guestId: number): Promise<SubscriptionState> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.status, 'active')));
  const isVip = rows.some((row) => row.kind === 'vip');
  return {
    isVip,
    isVXTVAboSubscriber: isVip || rows.some((row) => row.kind === 'tv'),
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
