import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionFlow } from '@/lib/contracts/subscriptions';
import type { DbOrTx } from '@/lib/server/db/client';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import { chargePeriod } from './charge-period';
import { DAY_MS, plans } from './plans';

/**
 * Starts VIP, trial VIP or TV: the first period is charged to the balance in the same
 * transaction that opens the subscription, so it is either running and paid or not there at all.
 * A running subscription of the kind is a 409; a balance too low a 409 INSUFFICIENT_FUNDS.
 */
export async function startSubscription(db: DbOrTx, guestId: number, flow: SubscriptionFlow, startKey: string, now = new Date()) {
  const plan = plans[flow];
  // A replay of the same request answers the subscription it started, without charging again.
  const [first] = await db.select().from(subscriptions).where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.startKey, startKey)));
  if (first) {
    if (first.flow !== flow) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another request.');
    return { subscription: first, price: plans[first.flow as SubscriptionFlow].firstPrice, replayed: true };
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          guestId,
          kind: plan.kind,
          flow,
          status: 'active',
          renewalPrice: plan.renewalPrice,
          periodDays: plan.periodDays,
          startedAt: now,
          startKey,
          currentPeriodEnd: new Date(now.getTime() + plan.firstDays * DAY_MS),
        })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'The subscription was not created.');
      await chargePeriod(tx, { subscriptionId: row.id, period: 1, guestId, amount: plan.firstPrice, flow });
      return { subscription: row, price: plan.firstPrice, replayed: false };
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('ALREADY_SUBSCRIBED', 'This subscription is already running.');
    throw error;
  }
}
