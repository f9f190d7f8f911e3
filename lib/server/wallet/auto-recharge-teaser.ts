import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestPaymentSettings } from '@/lib/server/db/schema/payment-methods';
import { readPaymentSettings } from './auto-recharge-settings';
import { guestStanding, mayPay } from './guest-standing';
import type { PaymentConfig } from './payment-config';
import { defaultMethod } from './saved-methods';

/** How long 'dismiss' hides the teaser. */
export const TEASER_DISMISS_DAYS = 30;

/**
 * §7 guest/autoRechargeTeaserState {mode}: the auto-recharge teaser shows when auto recharge is
 * offered (§5 configured, §6 guest may pay), not yet on, the guest has a saved method to charge,
 * and the teaser was not dismissed in the last 30 days. 'dismiss' hides it.
 */
export async function autoRechargeTeaserState(
  db: DbOrTx,
  guestId: number,
  mode: 'get' | 'dismiss',
  config: PaymentConfig,
  now = new Date(),
): Promise<{ showTeaser: boolean }> {
  if (mode === 'dismiss') {
    const until = new Date(now.getTime() + TEASER_DISMISS_DAYS * 86_400_000);
    await db
      .insert(guestPaymentSettings)
      .values({ guestId, teaserDismissedUntil: until, updatedAt: now })
      .onConflictDoUpdate({ target: guestPaymentSettings.guestId, set: { teaserDismissedUntil: until, updatedAt: now } });
    return { showTeaser: false };
  }
  if (!config.autoRechargeEnabled) return { showTeaser: false };
  const [settings, standing, method] = await Promise.all([readPaymentSettings(db, guestId), guestStanding(db, guestId), defaultMethod(db, guestId)]);
  const dismissed = settings.teaserDismissedUntil !== null && settings.teaserDismissedUntil > now;
  return { showTeaser: mayPay(standing) && !settings.enabled && method !== null && !dismissed };
}
