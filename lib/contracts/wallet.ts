import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { dbIdSchema } from './db-id';

/** Top-up amounts in EUR: at least 5, at most 1,000 (negative, zero, sub-cent, huge or non-numeric → 422). */
export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 100_000;
/** The amounts the payment view offers first, in cents. */
export const TOP_UP_PRESETS_CENTS = [1000, 2000, 5000, 10000] as const;

/** "20", "20.5", "19.99" or 20 / 19.99 → cents; anything else (or more than two decimals) fails. */
export const euroCentsSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(0|[1-9]\d{0,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'The amount must be a number of euros with at most two decimals.' });
    return z.NEVER;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
});

/** A top-up amount: euros → cents within TOP_UP_MIN_CENTS … TOP_UP_MAX_CENTS. */
export const euroAmountSchema = euroCentsSchema
  .pipe(
    z
      .number()
      .int()
      .min(TOP_UP_MIN_CENTS, 'The amount must be at least 5.00 EUR.')
      .max(TOP_UP_MAX_CENTS, 'The amount may be at most 1,000.00 EUR.'),
  );

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY not in the past (the card is valid through the end of that month). */
function notExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return false;
  const end = new Date(Date.UTC(2000 + year, month, 1));
  return end.getTime() > now.getTime();
}

export const cardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number.').refine(luhn, 'Please enter a valid card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Please enter the expiry date as MM/YY.')
    .refine((value) => notExpired(value), 'This card has expired.'),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digits on the back of the card.'),
  holder: z.string().trim().min(2, 'Please enter the name on the card.').max(80),
});

/** §2 flows that top up the balance with a card (paytype CC). */
export const cardTopUpFlows = ['moneycharge', 'trialmoneycharge', 'limit', 'changecc'] as const;

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'The idempotency key needs 8 to 64 letters, digits, _ or -.');

// POST /rest/v1/wallet/pay/topup
export const topUpInputSchema = z.object({
  amount: euroAmountSchema,
  card: cardSchema,
  flow: z.enum(cardTopUpFlows).default('moneycharge'),
  idempotencyKey: idempotencyKeySchema,
  /** Keep the card as the default CC method for one-click and auto recharge (changecc always does). */
  saveCard: z.boolean().default(false),
});
export type TopUpInput = z.input<typeof topUpInputSchema>;

// POST /rest/v1/wallet/pay/confirm
export const confirmTopUpInputSchema = z.object({
  topUpId: dbIdSchema,
  code: z.string().trim().regex(/^\d{4,8}$/, 'Please enter the code you received.'),
});

export const topUpStatusSchema = z.enum(['pending', 'requires_confirmation', 'succeeded', 'declined', 'failed']);

export const topUpResultSchema = z.object({
  topUpId: z.number().int(),
  status: topUpStatusSchema,
  amount: z.number().int(),
  amountFormatted: z.string(),
  declineReason: z.string().nullable(),
  /** The guest's EUR balance after this top-up (cents) and formatted (§9). */
  balance: z.number().int(),
  balanceFormatted: z.string(),
  descriptor: z.string(),
});
export type TopUpResult = z.infer<typeof topUpResultSchema>;
export const topUpResponseSchema = dataEnvelope(topUpResultSchema);
