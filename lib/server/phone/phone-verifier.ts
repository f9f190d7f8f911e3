import 'server-only';
import type { PhoneType } from '@/lib/contracts/pincall';
import type { Locale } from '@/i18n/routing';

export type PinCall = { phoneNumber: string; type: PhoneType; language: Locale; pinLength: number };

/**
 * A pin-call provider (§7 guest service phone verification): it calls the number and speaks
 * a pin in the guest's language. We keep only the pin's hash and check it ourselves
 * (verify-pincall.ts), so a provider needs no state of ours.
 */
export interface PhoneVerifier {
  readonly provider: string;
  /** Places the call; answers the pin it spoke (pinLength digits). */
  callWithPin(call: PinCall): Promise<{ pin: string }>;
}
