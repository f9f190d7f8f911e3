import 'server-only';
import { and, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { topUps } from '@/lib/server/db/schema/payments';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { settleTopUp } from './settle-top-up';
import { providerReference, readTopUp } from './top-up-core';

/**
 * Top-ups left `pending` by a process that died between writing the attempt and settling it:
 * the provider is asked what became of each (its book is keyed by our reference). A charge it
 * took is credited now, exactly once; one it never saw is marked failed. Voice top-ups whose PIN
 * ran out are asked too, so they end (declined, or paid by a call nobody settled). Runs at boot
 * and every minute; `olderThanMs` keeps it off attempts another process is still working on.
 * `creditedGuests`: whose balance changed, so the caller tells them (§7 guestBalance);
 * `endedVoiceTopUps`: voice top-ups this run ended (paid or expired), so the caller tells their
 * guest (§7 service0900Status).
 */
export async function settleOpenTopUps(
  db: DbOrTx,
  provider: PaymentProvider,
  options: { olderThanMs: number; now?: Date },
): Promise<{ credited: number; failed: number; creditedGuests: number[]; endedVoiceTopUps: number[] }> {
  const now = options.now ?? new Date();
  const open = await db
    .select({ id: topUps.id, guestId: topUps.guestId, flow: topUps.flow, status: topUps.status, paytype: topUps.paytype })
    .from(topUps)
    .where(
      and(
        eq(topUps.provider, provider.name),
        or(
          and(eq(topUps.status, 'pending'), lt(topUps.createdAt, new Date(now.getTime() - options.olderThanMs))),
          and(eq(topUps.status, 'requires_confirmation'), eq(topUps.paytype, 'Voice'), lt(topUps.expiresAt, now)),
        ),
      ),
    );
  let credited = 0;
  let failed = 0;
  const creditedGuests = new Set<number>();
  const endedVoiceTopUps: number[] = [];
  for (const row of open) {
    const charge = await provider.lookup(db, providerReference(row));
    if (charge) {
      if (charge.status === 'requires_confirmation' && row.status === 'requires_confirmation') continue;
      if (await settleTopUp(db, row.id, charge, provider.name, now)) {
        credited += 1;
        creditedGuests.add(row.guestId);
      }
      else if (charge.status === 'declined') failed += 1;
      // No longer waiting: told once more if a call ended it in the same instant (the status is idempotent).
      if (row.paytype === 'Voice' && (await readTopUp(db, row.id)).status !== row.status) endedVoiceTopUps.push(row.id);
      continue;
    }
    if (row.status !== 'pending') continue;
    const [marked] = await db
      .update(topUps)
      .set({ status: 'failed', declineReason: 'not_charged', completedAt: now })
      .where(and(eq(topUps.id, row.id), eq(topUps.status, 'pending')))
      .returning({ id: topUps.id });
    if (marked) failed += 1;
  }
  return { credited, failed, creditedGuests: [...creditedGuests], endedVoiceTopUps };
}
