import { formatNumber } from './number';

/**
 * How each §3 currency is written. §9 fixes decimals (2 for EUR and CHF, 0 for Credits,
 * Voucher and the coin), the comma and the stripped ',00'; the symbol placement is ours:
 * EUR follows the amount ('12,99 €', as in German), CHF precedes it ('CHF 12,99', as Swiss
 * prices are written), unit currencies follow as words ('1.200 Credits').
 */
const formats: Record<string, { decimals: 0 | 2; prefix: string; suffix: string }> = {
  EUR: { decimals: 2, prefix: '', suffix: ' €' },
  CHF: { decimals: 2, prefix: 'CHF ', suffix: '' },
  Credits: { decimals: 0, prefix: '', suffix: ' Credits' },
  Voucher: { decimals: 0, prefix: '', suffix: ' Voucher' },
  Coins: { decimals: 0, prefix: '', suffix: ' Coins' },
};

/**
 * The one money formatter. `minor` is in minor units (cents for EUR and CHF, whole units for
 * the rest), as every price on the wire is (lib/contracts/money.ts).
 * §5/§8: an unknown currency raises 'Unknown currency'.
 */
export function formatMoney(minor: number, currency: string): string {
  const format = Object.hasOwn(formats, currency) ? formats[currency] : undefined;
  if (!format) throw new Error('Unknown currency');
  const units = Math.round(minor);
  let amount: string;
  if (format.decimals === 2) {
    // Integer arithmetic: cents never pass through a binary fraction.
    const whole = formatNumber(Math.trunc(Math.abs(units) / 100));
    const cents = String(Math.abs(units) % 100).padStart(2, '0');
    const sign = units < 0 ? '-' : '';
    // §9: ',00' is stripped from whole amounts.
    amount = cents === '00' ? `${sign}${whole}` : `${sign}${whole},${cents}`;
  } else {
    amount = formatNumber(units);
  }
  return `${format.prefix}${amount}${format.suffix}`;
}

/**
 * §9 credits conversion: coins = ceil(EUR × 4). Worked in whole cents so that 0.1 + 0.2 style
 * float noise never tips a ceiling: ceil(cents × 4 / 100) = floor((cents × 4 + 99) / 100).
 */
export function eurToCoins(amountEur: number): number {
  if (!Number.isFinite(amountEur)) throw new Error('Not a finite amount');
  const cents = Math.round(amountEur * 100);
  return Math.ceil((cents * 4) / 100);
}
