import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { cardSchema, euroAmountSchema, euroCentsSchema, idempotencyKeySchema, topUpResultSchema } from './wallet';

/**
 * The §2 flows beyond a plain card top-up: saved payment methods (changecc, changels),
 * SEPA direct debit (paytype LS), carrier billing, the voice-call top-up (paytype Voice),
 * one-click, auto recharge and the operator compensation of restricted guests (opcompensation).
 * Every money call takes an idempotency key; the answers reuse TopUpResult (./wallet.ts).
 */

/** §2 paytypes of a top-up. */
export const paytypes = ['CC', 'LS', 'Voice', 'carrier'] as const;
export type Paytype = (typeof paytypes)[number];

/** mod-97 check of an IBAN without spaces (ISO 13616). */
function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export const ibanSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'Please enter a valid IBAN.')
      .refine(ibanChecksumOk, 'Please enter a valid IBAN.'),
  );

/** A mobile number in international form: +, country code, 7 to 14 more digits (spaces allowed). */
export const msisdnSchema = z
  .string()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'Please enter your mobile number with country code, e.g. +49 151 23456789.'));

// POST /rest/v1/wallet/pay/topup gains `saveCard` (flow changecc always saves): ./wallet.ts topUpInputSchema.

// POST /rest/v1/wallet/pay/sepa – flow changels (or moneycharge with LS): {amount, iban, holder, mandate: true, flow, idempotencyKey} → TopUpResult; saves the account as LS method
export const sepaTopUpInputSchema = z.object({
  amount: euroAmountSchema,
  iban: ibanSchema,
  holder: z.string().trim().min(2, 'Please enter the account holder.').max(80),
  mandate: z.literal(true, { error: 'Please accept the direct debit mandate.' }),
  flow: z.enum(['changels', 'moneycharge']).default('changels'),
  idempotencyKey: idempotencyKeySchema,
});

// POST /rest/v1/wallet/pay/carrier – {amount, msisdn, idempotencyKey} → TopUpResult requires_confirmation (code by text message); then wallet/pay/confirm
export const carrierTopUpInputSchema = z.object({
  amount: euroAmountSchema.pipe(z.number().max(5000, 'Carrier billing allows at most 50.00 EUR.')),
  msisdn: msisdnSchema,
  idempotencyKey: idempotencyKeySchema,
});

// POST /rest/v1/wallet/pay/voice – {amount, idempotencyKey} → VoiceTopUp: call the number, enter the PIN; the view polls wallet/pay/status
export const voiceTopUpInputSchema = z.object({
  amount: z.enum(['500', '1000', '2000']).transform(Number),
  idempotencyKey: idempotencyKeySchema,
});
export const voiceTopUpSchema = topUpResultSchema.extend({
  /** The premium-rate number to call and the PIN to type on the phone. */
  phoneNumber: z.string(),
  pin: z.string(),
  /** ISO time after which the PIN is no longer accepted. */
  expiresAt: z.string(),
});
export type VoiceTopUp = z.infer<typeof voiceTopUpSchema>;
export const voiceTopUpResponseSchema = dataEnvelope(voiceTopUpSchema);

// GET /rest/v1/wallet/pay/status?topUpId= – TopUpResult of one of the guest's top-ups (404 for others)
export const topUpStatusInputSchema = z.object({ topUpId: z.coerce.number().int().positive().max(2_147_483_647) });

// POST /rest/v1/wallet/sandbox/voice-call – the sandbox telephone: {phoneNumber, pin} → {success, status}; only with PAYMENT_PROVIDER=sandbox
export const sandboxVoiceCallInputSchema = z.object({
  phoneNumber: z.string().trim().min(3).max(32),
  pin: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the PIN.'),
});
export const sandboxVoiceCallResponseSchema = z.object({ success: z.literal(true), data: z.object({ status: z.enum(['succeeded', 'unknown_pin', 'expired']) }) });

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  paytype: z.enum(['CC', 'LS']),
  /** 'Visa •••• 4242' or 'DE89 •••• 3000'. */
  label: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const autoRechargeSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Recharge when the balance falls below this (EUR cents). */
  threshold: z.number().int(),
  /** Charge this much each time (EUR cents). */
  amount: z.number().int(),
});
export type AutoRechargeSettings = z.infer<typeof autoRechargeSettingsSchema>;

// GET /rest/v1/wallet/methods – the guest's saved methods, one-click and auto-recharge state
export const walletMethodsSchema = z.object({
  methods: z.array(paymentMethodSchema),
  /** §6: offered only when logged in and configured (ONE_CLICK_AMOUNTS) and a method is saved. */
  oneClick: z.object({ available: z.boolean(), amounts: z.array(z.number().int()) }),
  autoRecharge: autoRechargeSettingsSchema.extend({ available: z.boolean() }),
});
export type WalletMethods = z.infer<typeof walletMethodsSchema>;
export const walletMethodsResponseSchema = dataEnvelope(walletMethodsSchema);

// POST /rest/v1/wallet/methods/remove – {methodId} → WalletMethods (auto recharge switches off with the last method)
export const removeMethodInputSchema = z.object({ methodId: z.number().int().positive().max(2_147_483_647) });

// POST /rest/v1/wallet/pay/oneclick – {amount, idempotencyKey, channelId?} → TopUpResult from the default saved method (the WebSocket's chargeOneClick does the same)
export const oneClickInputSchema = z.object({
  amount: euroAmountSchema,
  idempotencyKey: idempotencyKeySchema,
  channelId: z.number().int().positive().max(2_147_483_647).optional(),
});

/** Auto-recharge limits: threshold 1–100 EUR, amount 10–500 EUR. */
export const AUTO_RECHARGE_THRESHOLD_CENTS = { min: 100, max: 10_000 } as const;
export const AUTO_RECHARGE_AMOUNT_CENTS = { min: 1000, max: 50_000 } as const;

// POST /rest/v1/wallet/autorecharge – {enabled, threshold, amount} in EUR → WalletMethods; 409 NO_PAYMENT_METHOD without a saved method
export const autoRechargeInputSchema = z.object({
  enabled: z.boolean(),
  threshold: euroCentsSchema.pipe(
    z.number().int().min(AUTO_RECHARGE_THRESHOLD_CENTS.min, 'The threshold must be at least 1.00 EUR.').max(AUTO_RECHARGE_THRESHOLD_CENTS.max, 'The threshold may be at most 100.00 EUR.'),
  ),
  amount: euroCentsSchema.pipe(
    z.number().int().min(AUTO_RECHARGE_AMOUNT_CENTS.min, 'The amount must be at least 10.00 EUR.').max(AUTO_RECHARGE_AMOUNT_CENTS.max, 'The amount may be at most 500.00 EUR.'),
  ),
});

// POST /rest/v1/guest/autoRechargeTeaserState {mode} → {success, data: {showTeaser}}: 'get' asks, 'dismiss' hides the teaser for 30 days
export const autoRechargeTeaserInputSchema = z.object({ mode: z.enum(['get', 'dismiss']) });
export const autoRechargeTeaserResponseSchema = z.object({ success: z.literal(true), data: z.object({ showTeaser: z.boolean() }) });

export const compensationSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  amountFormatted: z.string(),
  /** 'chargeback' | 'returned_debit' | 'failed_payment' (messages: Payment.compensation.reason.*). */
  reason: z.string(),
  createdAt: z.string(),
});
export const openCompensationSchema = z.object({
  items: z.array(compensationSchema),
  total: z.number().int(),
  totalFormatted: z.string(),
  restrictionLevel: z.number().int(),
});
export type OpenCompensation = z.infer<typeof openCompensationSchema>;
export const openCompensationResponseSchema = dataEnvelope(openCompensationSchema);

// POST /rest/v1/wallet/pay/compensation – {card, idempotencyKey} pays every open item at once → {status, declineReason, open: OpenCompensation}; restriction lifted when nothing is open
export const compensationPayInputSchema = z.object({ card: cardSchema, idempotencyKey: idempotencyKeySchema });
export const compensationPayResultSchema = z.object({
  status: z.enum(['succeeded', 'declined', 'requires_confirmation', 'nothing_open']),
  declineReason: z.string().nullable(),
  open: openCompensationSchema,
  /** The payment, so a card that needs confirmation can finish through wallet/pay/confirm {topUpId, code}; null for nothing_open. */
  topUpId: z.number().int().nullable().optional(),
});
export const compensationPayResponseSchema = dataEnvelope(compensationPayResultSchema);
