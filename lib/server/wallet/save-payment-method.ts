import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { paymentMethods } from '@/lib/server/db/schema/payment-methods';

/**
 * Keeps a provider token as the guest's default method (§2 changecc / changels); the old default
 * stops being default. The same token saved again is the same method. The caller holds the
 * guest's row lock, so two settlements cannot both make a default.
 */
export async function saveDefaultMethod(
  tx: Tx,
  method: { guestId: number; paytype: 'CC' | 'LS'; provider: string; providerRef: string; label: string },
): Promise<number> {
  const active = and(eq(paymentMethods.guestId, method.guestId), isNull(paymentMethods.removedAt));
  const [existing] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(active, eq(paymentMethods.provider, method.provider), eq(paymentMethods.providerRef, method.providerRef)));
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(active, eq(paymentMethods.isDefault, true), existing ? ne(paymentMethods.id, existing.id) : undefined));
  if (existing) {
    await tx.update(paymentMethods).set({ isDefault: true, label: method.label }).where(eq(paymentMethods.id, existing.id));
    return existing.id;
  }
  const [created] = await tx.insert(paymentMethods).values({ ...method, isDefault: true }).returning({ id: paymentMethods.id });
  if (!created) throw new Error('payment method not saved');
  return created.id;
}
