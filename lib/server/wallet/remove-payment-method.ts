import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestPaymentSettings, paymentMethods } from '@/lib/server/db/schema/payment-methods';
import { AppError } from '@/lib/server/errors';

/**
 * Removes one of the guest's saved methods (another guest's is a 404). When it was the default,
 * the newest remaining method takes over; with the last one gone, auto recharge switches off.
 */
export async function removePaymentMethod(db: DbOrTx, guestId: number, methodId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const active = and(eq(paymentMethods.guestId, guestId), isNull(paymentMethods.removedAt));
    const [method] = await tx
      .select({ id: paymentMethods.id, isDefault: paymentMethods.isDefault })
      .from(paymentMethods)
      .where(and(active, eq(paymentMethods.id, methodId)))
      .for('update');
    if (!method) throw new AppError('NOT_FOUND', 'This payment method does not exist.');
    await tx.update(paymentMethods).set({ removedAt: now, isDefault: false }).where(eq(paymentMethods.id, method.id));
    if (method.isDefault) {
      const [next] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(active).orderBy(desc(paymentMethods.id)).limit(1);
      if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    }
    const [left] = await tx.select({ n: count() }).from(paymentMethods).where(active);
    if ((left?.n ?? 0) === 0) {
      await tx.update(guestPaymentSettings).set({ autoRechargeEnabled: false, updatedAt: now }).where(eq(guestPaymentSettings.guestId, guestId));
    }
  });
}
