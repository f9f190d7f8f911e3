import 'server-only';
import { env } from '@/lib/server/env';

/** §5 configuration of one-click and auto recharge; services take it as an argument (tests pass their own). */
export type PaymentConfig = {
  /** EUR cents offered for one-click; empty → one-click is not configured. */
  oneClickAmounts: number[];
  autoRechargeEnabled: boolean;
};

export function paymentConfig(): PaymentConfig {
  const { ONE_CLICK_AMOUNTS, AUTO_RECHARGE_ENABLED } = env();
  return { oneClickAmounts: ONE_CLICK_AMOUNTS, autoRechargeEnabled: AUTO_RECHARGE_ENABLED };
}
