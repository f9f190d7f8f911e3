/**
 * §9: large numbers use dot thousands separators (and a comma before decimals), whatever the
 * page language. Built by hand rather than Intl so server and browser render identical text.
 */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) throw new Error('Not a finite number');
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // No "-0" for values that round to zero.
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}
