import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { topUps } from '@/lib/server/db/schema/payments';
import { env } from '@/lib/server/env';
import { isAppError } from '@/lib/server/errors';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { readPaymentSettings } from './auto-recharge-settings';
import { chargeSavedMethod } from './charge-saved-method';
import { guestStanding, mayPay } from './guest-standing';
import { getBalance } from './ledger';
import { defaultMethod } from './saved-methods';
import type { TopUpOutcome } from './top-up-core';

/** No second automatic charge while one is open or within this long after the last one. */
export const AUTO_RECHARGE_PAUSE_MS = 60_000;

/**
 * §2 autorecharge: when the guest switched it on and the EUR balance is below the threshold, the
 * default method is charged for the chosen amount. The key `auto:<guestId>:<n>` (n = one more than
 * the automatic charges so far) lets concurrent triggers charge once: all but one find the key
 * taken. The pause keeps a charge that still leaves the balance low from starting another.
 * Answers the outcome, or null when nothing was charged.
 */
export async function maybeAutoRecharge(db: DbOrTx, provider: PaymentProvider, guestId: number, now = new Date()): Promise<TopUpOutcome | null> {
  if (!env().AUTO_RECHARGE_ENABLED) return null;
  const settings = await readPaymentSettings(db, guestId);
  if (!settings.enabled || !mayPay(await guestStanding(db, guestId))) return null;
  const balance = await getBalance(db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
  if (balance >= settings.threshold) return null;
  const method = await defaultMethod(db, guestId);
  if (!method) return null;

  // The latest automatic charge and how many there were, read in ONE statement: two reads could
  // straddle a concurrent trigger's charge (no charge yet, then one more) and pick a fresh key.
  const [last] = await db
    .select({ status: topUps.status, createdAt: topUps.createdAt, n: sql<number>`(count(*) over ())::int` })
    .from(topUps)
    .where(and(eq(topUps.guestId, guestId), eq(topUps.flow, 'autorecharge')))
    .orderBy(desc(topUps.id))
    .limit(1);
  if (last && (last.status === 'pending' || last.status === 'requires_confirmation' || now.getTime() - last.createdAt.getTime() < AUTO_RECHARGE_PAUSE_MS)) return null;
  try {
    return await chargeSavedMethod(db, provider, {
      guestId,
      method,
      amount: settings.amount,
      flow: 'autorecharge',
      idempotencyKey: `auto:${guestId}:${(last?.n ?? 0) + 1}`,
      descriptor: env().BILLING_DESCRIPTOR,
    });
  } catch (error) {
    // Another trigger took this key first (still running, or with another amount): it charges, not we.
    if (isAppError(error) && (error.code === 'CONFLICT' || error.code === 'IDEMPOTENCY_KEY_REUSED')) return null;
    throw error;
  }
}
