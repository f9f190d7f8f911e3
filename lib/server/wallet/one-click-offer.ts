import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestStanding } from './guest-standing';
import type { PaymentConfig } from './payment-config';
import { defaultMethod, type SavedMethod } from './saved-methods';

export type OneClickBlock = 'not_configured' | 'no_payment_method' | 'restricted' | 'locked';
export type OneClickOffer = { available: boolean; amounts: number[]; method: SavedMethod | null; blocked: OneClickBlock | null };

/**
 * §5: a one-click offer is allowed only when the guest is logged in (the callers' concern) and the
 * configuration is present (ONE_CLICK_AMOUNTS); it also needs a saved default method and a guest
 * who may pay (§6: not locked, not restricted).
 */
export async function oneClickOffer(db: DbOrTx, guestId: number, config: PaymentConfig): Promise<OneClickOffer> {
  const [standing, method] = await Promise.all([guestStanding(db, guestId), defaultMethod(db, guestId)]);
  const blocked: OneClickBlock | null = standing.locked
    ? 'locked'
    : standing.restrictionLevel > 0
      ? 'restricted'
      : config.oneClickAmounts.length === 0
        ? 'not_configured'
        : !method
          ? 'no_payment_method'
          : null;
  return { available: blocked === null, amounts: blocked === null ? config.oneClickAmounts : [], method, blocked };
}
