/**
 * The sandbox's test cards, shown on its payment form and in README (issue 5), as a payment
 * provider's test mode lists them. Any future expiry, any 3-digit CVC, any name.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsConfirmation: '4000002760003184',
} as const;

/** The code the confirmation step accepts (the sandbox's "text message"). */
export const SANDBOX_CONFIRMATION_CODE = '123456';

export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
