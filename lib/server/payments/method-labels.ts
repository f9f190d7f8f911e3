/**
 * How a payment instrument is named to the guest (saved methods, receipts): never more than the
 * last four digits. The card brand comes from the first digit, as card networks assign them.
 */
export function cardBrand(number: string): string {
  switch (number.replace(/\D/g, '')[0]) {
    case '4':
      return 'Visa';
    case '5':
      return 'Mastercard';
    case '3':
      return 'Amex';
    default:
      return 'Card';
  }
}

/** 'Visa •••• 4242'. */
export function cardLabel(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${cardBrand(digits)} •••• ${digits.slice(-4)}`;
}

/** 'DE89 •••• 3000': country and check digits, then the last four. */
export function ibanLabel(iban: string): string {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}

/** '+49 •••• 0002'. */
export function msisdnLabel(msisdn: string): string {
  const compact = msisdn.replace(/[^\d+]/g, '');
  return `${compact.slice(0, 3)} •••• ${compact.slice(-4)}`;
}
