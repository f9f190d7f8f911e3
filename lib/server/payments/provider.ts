import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';

/** What the guest typed on the payment view (checked at the boundary: Luhn, expiry, CVC). */
export type CardInput = { number: string; expiry: string; cvc: string; holder: string };

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string; cardLast4: string }
  | { status: 'requires_confirmation'; providerRef: string; cardLast4: string }
  | { status: 'declined'; providerRef: string; cardLast4: string; reason: DeclineReason };

/** Reasons a guest may read (messages/*.json Payment.decline.<reason>). */
export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'confirmation_failed';

/**
 * The payment provider behind top-ups (issue 5), chosen by PAYMENT_PROVIDER. `reference` is ours
 * (one per top-up) and makes a charge idempotent on the provider's side; `lookup` answers what
 * happened to a reference, so a top-up interrupted by a crash is settled after the restart.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(db: DbOrTx, input: { reference: string; amount: number; currency: string; card: CardInput; descriptor: string }): Promise<ChargeResult>;
  /** Second step of a charge that needs confirmation (3-D Secure style); a wrong code leaves it waiting. */
  confirm(db: DbOrTx, input: { providerRef: string; code: string }): Promise<ChargeResult>;
  lookup(db: DbOrTx, reference: string): Promise<ChargeResult | null>;
}
