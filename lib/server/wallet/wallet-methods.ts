import 'server-only';
import type { WalletMethods } from '@/lib/contracts/payment-methods';
import type { DbOrTx } from '@/lib/server/db/client';
import { readPaymentSettings } from './auto-recharge-settings';
import { guestStanding, mayPay } from './guest-standing';
import { oneClickOffer } from './one-click-offer';
import type { PaymentConfig } from './payment-config';
import { activeMethods, toPaymentMethod } from './saved-methods';

/** GET wallet/methods: the saved methods, the one-click offer and the auto-recharge settings. */
export async function walletMethods(db: DbOrTx, guestId: number, config: PaymentConfig): Promise<WalletMethods> {
  const [methods, offer, settings, standing] = await Promise.all([
    activeMethods(db, guestId),
    oneClickOffer(db, guestId, config),
    readPaymentSettings(db, guestId),
    guestStanding(db, guestId),
  ]);
  const { enabled, threshold, amount } = settings;
  return {
    methods: methods.map(toPaymentMethod),
    oneClick: { available: offer.available, amounts: offer.amounts },
    autoRecharge: { enabled, threshold, amount, available: config.autoRechargeEnabled && mayPay(standing) },
  };
}
