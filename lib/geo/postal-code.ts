import type { Locale } from '@/i18n/routing';

/** lib/server/geo/postal-codes.json: country → postal code → [lat, long] (scripts/build-postal-codes.mjs). */
export type PostalCodeTable = Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>>;

export type PostalCodeHit = { country: string; zip: string; lat: number; long: number };

/** What a guest may type: digits and letters, optionally led by a country code ("AT-1010", "NL 1012 AB"). */
export const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,13}$/;

/** The markets' countries in the order a language prefers them when a code exists in several. */
const COUNTRY_ORDER: Record<Locale, readonly string[]> = {
  de: ['DE', 'AT', 'CH', 'NL', 'ES'],
  en: ['DE', 'AT', 'CH', 'NL', 'ES'],
  es: ['ES', 'DE', 'AT', 'CH', 'NL'],
  nl: ['NL', 'DE', 'AT', 'CH', 'ES'],
};

/** "de-10115" → {country: 'DE', code: '10115'}; Dutch "1012 AB" → code '1012' (the table keeps the digits). */
export function parseZip(raw: string): { country: string | null; code: string } {
  const compact = raw.trim().toUpperCase();
  const prefixed = /^([A-Z]{2})[\s-]+(.+)$/.exec(compact);
  const country = prefixed?.[1] ?? null;
  let code = (prefixed?.[2] ?? compact).replace(/[\s-]+/g, '');
  const dutchDigits = /^(\d{4})[A-Z]{2}$/.exec(code)?.[1];
  if (dutchDigits && (country === null || country === 'NL')) code = dutchDigits;
  return { country, code };
}

/**
 * §7 getGeoLocationByZip: the coordinates of a postal code. A code that exists in several
 * countries (5-digit DE and ES, 4-digit AT, CH and NL) resolves in the request language's order;
 * a country prefix picks one.
 */
export function findPostalCode(table: PostalCodeTable, raw: string, language: Locale): PostalCodeHit | null {
  const { country, code } = parseZip(raw);
  const candidates = country ? [country] : [...COUNTRY_ORDER[language], ...Object.keys(table).filter((c) => !COUNTRY_ORDER[language].includes(c))];
  for (const c of candidates) {
    const hit = table[c]?.[code];
    if (hit) return { country: c, zip: code, lat: hit[0], long: hit[1] };
  }
  return null;
}
