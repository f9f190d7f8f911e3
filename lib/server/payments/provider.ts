import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';

/** What the guest typed on the payment view (checked at the boundary: Luhn, expiry, CVC). */
export type CardInput = { number: string; expiry: string; cvc: string; holder: string };

/**
 * What pays: a card or an IBAN (optionally saved for later, §2 changecc / changels), a
 * saved method's token (one-click, auto recharge), or a mobile number billed by the carrier.
 */
export type ChargeSource =
  | { type: 'card'; card: CardInput; save: boolean }
  | { type: 'sepa'; iban: string; holder: string; save: boolean }
  | { type: 'method'; methodRef: string }
  | { type: 'carrier'; msisdn: string };

/** Reasons a guest may read (messages/*.json PayPayment.declined.<reason>). */
export type DeclineReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'confirmation_failed'
  /** SEPA: the bank refused the direct debit. */
  | 'account_declined'
  /** Carrier billing refused for this number. */
  | 'carrier_declined'
  /** Voice: nobody called with the PIN in time. */
  | 'voice_expired';

type ChargeBase = {
  providerRef: string;
  /** Card charges only. */
  cardLast4: string | null;
  /** How the instrument is shown: 'Visa •••• 4242', 'DE89 •••• 3000', '+49 •••• 0002', 'Voice'. */
  label: string;
  /** The reusable token when the source asked to be saved and the charge succeeded. */
  methodRef: string | null;
};

export type ChargeResult =
  | (ChargeBase & { status: 'succeeded' | 'requires_confirmation' })
  | (ChargeBase & { status: 'declined'; reason: DeclineReason });

/** A voice-call payment waiting for the call: the guest dials `phoneNumber` and types `pin`. */
export type VoiceSession = { providerRef: string; phoneNumber: string; pin: string; expiresAt: Date };

/**
 * The payment provider behind top-ups, chosen by PAYMENT_PROVIDER. `reference` is ours
 * (one per payment) and makes a charge idempotent on the provider's side; `lookup` answers what
 * happened to a reference, so a payment interrupted by a crash is settled after the restart.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(db: DbOrTx, input: { reference: string; amount: number; currency: string; source: ChargeSource; descriptor: string }): Promise<ChargeResult>;
  /** Second step of a charge that needs confirmation (3-D Secure, the carrier's text message); a wrong code leaves it waiting. */
  confirm(db: DbOrTx, input: { providerRef: string; code: string }): Promise<ChargeResult>;
  lookup(db: DbOrTx, reference: string): Promise<ChargeResult | null>;
  /** Opens a voice-call payment (paytype Voice); again with the same reference, the same session. */
  startVoice(db: DbOrTx, input: { reference: string; amount: number }): Promise<VoiceSession>;
}
