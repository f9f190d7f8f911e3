import 'server-only';
import { eq } from 'drizzle-orm';
import type { AutoRechargeSettings } from '@/lib/contracts/payment-methods';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestPaymentSettings } from '@/lib/server/db/schema/payment-methods';
import { AppError } from '@/lib/server/errors';
import { guestStanding } from './guest-standing';
import type { PaymentConfig } from './payment-config';
import { defaultMethod } from './saved-methods';

export type StoredPaymentSettings = AutoRechargeSettings & { teaserDismissedUntil: Date | null };

/** What a guest without a settings row has: off, 5 EUR threshold, 20 EUR amount (the column defaults). */
const DEFAULTS: StoredPaymentSettings = { enabled: false, threshold: 500, amount: 2000, teaserDismissedUntil: null };

export async function readPaymentSettings(db: DbOrTx, guestId: number): Promise<StoredPaymentSettings> {
  const [row] = await db
    .select({
      enabled: guestPaymentSettings.autoRechargeEnabled,
      threshold: guestPaymentSettings.autoRechargeThreshold,
      amount: guestPaymentSettings.autoRechargeAmount,
      teaserDismissedUntil: guestPaymentSettings.teaserDismissedUntil,
    })
    .from(guestPaymentSettings)
    .where(eq(guestPaymentSettings.guestId, guestId));
  return row ?? DEFAULTS;
}

/**
 * §2 flow autorecharge: saves the guest's choice (amounts already validated at the boundary).
 * Switching it on needs the feature configured (§5), a guest allowed to pay (§6) and a saved
 * default method to charge (409 NO_PAYMENT_METHOD); switching off always works.
 */
export async function saveAutoRecharge(db: DbOrTx, guestId: number, input: AutoRechargeSettings, config: PaymentConfig): Promise<void> {
  if (input.enabled) {
    if (!config.autoRechargeEnabled) throw new AppError('FORBIDDEN', 'Auto recharge is not offered.');
    const standing = await guestStanding(db, guestId);
    if (standing.locked) throw new AppError('FORBIDDEN', 'This account cannot pay.');
    if (standing.restrictionLevel > 0) throw new AppError('RESTRICTED', 'Please settle the open payment first.');
    if (!(await defaultMethod(db, guestId))) throw new AppError('NO_PAYMENT_METHOD', 'Please save a card or bank account first.');
  }
  const values = { autoRechargeEnabled: input.enabled, autoRechargeThreshold: input.threshold, autoRechargeAmount: input.amount, updatedAt: new Date() };
  await db
    .insert(guestPaymentSettings)
    .values({ guestId, ...values })
    .onConflictDoUpdate({ target: guestPaymentSettings.guestId, set: values });
}
