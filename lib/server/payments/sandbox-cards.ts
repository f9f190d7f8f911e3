/**
 * The sandbox's test data, shown on its payment forms and in README, as a payment
 * provider's test mode lists them. Cards: any future expiry, any 3-digit CVC, any name.
 * No server-only imports here: the pay pages render these lists.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsConfirmation: '4000002760003184',
  /** Pays and can be saved, but every later charge of the saved card (one-click, auto recharge) is declined. */
  declinesLater: '4000000000000341',
} as const;

/**
 * SEPA direct debit (paytype LS). Both pass the mod-97 check, so the form accepts them: the first
 * is the well-known Commerzbank example IBAN, the second the same account number + 1 with its
 * check digits computed (DE62). Any other valid IBAN succeeds too.
 */
export const SANDBOX_IBANS = {
  success: 'DE89370400440532013000',
  declined: 'DE62370400440532013001',
} as const;

/** Carrier billing: any valid mobile number succeeds after the text-message code; this one is declined. */
export const SANDBOX_CARRIER_NUMBERS = {
  declined: '+491700000002',
} as const;

/** The voice top-up's premium-rate number; the sandbox telephone (/pay/voice-call/) dials it. */
export const SANDBOX_VOICE_NUMBER = '+49 900 1234 567';

/** Minutes a voice PIN stays valid. */
export const SANDBOX_VOICE_PIN_MINUTES = 15;

/** The code the confirmation step accepts (the sandbox's "text message", cards and carrier alike). */
export const SANDBOX_CONFIRMATION_CODE = '123456';

export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
