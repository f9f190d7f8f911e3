import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type SandboxChargeKind = 'card' | 'sepa' | 'method' | 'carrier' | 'voice';

/**
 * The sandbox payment provider's own book (lib/server/payments/sandbox-provider.ts): what a real
 * provider keeps on its side. One charge per reference, so a retried charge is not taken twice
 * and a restart can ask what happened to a top-up that was in flight.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().$type<'succeeded' | 'declined' | 'requires_confirmation'>(),
    /** What paid: a card, an IBAN, a saved method's token, a carrier number, a voice call. */
    kind: text('kind').notNull().default('card').$type<SandboxChargeKind>(),
    /** Cards only. */
    cardLast4: text('card_last4'),
    /** How the instrument is shown: 'Visa •••• 4242', 'DE89 •••• 3000', '+49 •••• 0002', 'Voice'. */
    label: text('label'),
    declineReason: text('decline_reason'),
    /** The reusable token this charge saved (card, sepa) or used (method). */
    methodToken: text('method_token'),
    msisdn: text('msisdn'),
    /** Voice: the number to call, the PIN to type and until when. */
    phoneNumber: text('phone_number'),
    pin: text('pin'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_reference_key').on(t.reference),
    index('sandbox_charges_voice_idx').on(t.pin).where(sql`${t.kind} = 'voice'`),
    check('sandbox_charges_kind_known', sql`${t.kind} in ('card', 'sepa', 'method', 'carrier', 'voice')`),
  ],
);

/** The sandbox's reusable payment tokens: one per card (number and expiry) or IBAN, like a vault. */
export const sandboxMethods = pgTable(
  'sandbox_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
    kind: text('kind').notNull().$type<'card' | 'sepa'>(),
    /** SHA-256 of the card number and expiry, or of the IBAN. */
    fingerprint: text('fingerprint').notNull(),
    label: text('label').notNull(),
    last4: text('last4').notNull(),
    /** The test card that saves fine but declines every later charge (SANDBOX_CARDS.declinesLater). */
    declinesCharges: boolean('declines_charges').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_methods_token_key').on(t.token),
    uniqueIndex('sandbox_methods_fingerprint_key').on(t.fingerprint),
    check('sandbox_methods_kind_known', sql`${t.kind} in ('card', 'sepa')`),
  ],
);
