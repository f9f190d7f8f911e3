import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '@/lib/contracts/payment-methods';
import type { DbOrTx } from '@/lib/server/db/client';
import { paymentMethods } from '@/lib/server/db/schema/payment-methods';

export type SavedMethod = Pick<typeof paymentMethods.$inferSelect, 'id' | 'paytype' | 'label' | 'isDefault' | 'createdAt' | 'provider' | 'providerRef'>;

const columns = {
  id: paymentMethods.id,
  paytype: paymentMethods.paytype,
  label: paymentMethods.label,
  isDefault: paymentMethods.isDefault,
  createdAt: paymentMethods.createdAt,
  provider: paymentMethods.provider,
  providerRef: paymentMethods.providerRef,
};

/** The guest's methods that are not removed, the default first, then the newest. */
export function activeMethods(db: DbOrTx, guestId: number): Promise<SavedMethod[]> {
  return db
    .select(columns)
    .from(paymentMethods)
    .where(and(eq(paymentMethods.guestId, guestId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
}

/** The method one-click and auto recharge charge. */
export async function defaultMethod(db: DbOrTx, guestId: number): Promise<SavedMethod | null> {
  const [method] = await db
    .select(columns)
    .from(paymentMethods)
    .where(and(eq(paymentMethods.guestId, guestId), isNull(paymentMethods.removedAt), eq(paymentMethods.isDefault, true)));
  return method ?? null;
}

export function toPaymentMethod(method: SavedMethod): PaymentMethod {
  return { id: method.id, paytype: method.paytype, label: method.label, isDefault: method.isDefault, createdAt: method.createdAt.toISOString() };
}
