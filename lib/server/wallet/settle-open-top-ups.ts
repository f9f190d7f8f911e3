import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { topUps } from '@/lib/server/db/schema/payments';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { settleTopUp } from './settle-top-up';

/**
 * Top-ups left `pending` by a process that died between writing the attempt and settling it:
 * the provider is asked what became of each (its book is keyed by our reference). A charge it
 * took is credited now, exactly once; one it never saw is marked failed. Runs at boot and every
 * minute; `olderThanMs` keeps it off attempts another process is still working on.
 */
export async function settleOpenTopUps(
  db: DbOrTx,
  provider: PaymentProvider,
  options: { olderThanMs: number; now?: Date },
): Promise<{ credited: number; failed: number }> {
  const now = options.now ?? new Date();
  const open = await db
    .select({ id: topUps.id })
    .from(topUps)
    .where(and(eq(topUps.status, 'pending'), eq(topUps.provider, provider.name), lt(topUps.createdAt, new Date(now.getTime() - options.olderThanMs))));
  let credited = 0;
  let failed = 0;
  for (const { id } of open) {
    const charge = await provider.lookup(db, `top-up:${id}`);
    if (charge) {
      if (await settleTopUp(db, id, charge, provider.name, now)) credited += 1;
      continue;
    }
    const [marked] = await db
      .update(topUps)
      .set({ status: 'failed', declineReason: 'not_charged', completedAt: now })
      .where(and(eq(topUps.id, id), eq(topUps.status, 'pending')))
      .returning({ id: topUps.id });
    if (marked) failed += 1;
  }
  return { credited, failed };
}
