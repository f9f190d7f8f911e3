import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { findPostalCode, type PostalCodeHit, type PostalCodeTable } from '@/lib/geo/postal-code';
import { AppError } from '@/lib/server/errors';

let table: PostalCodeTable | undefined;

/** The table is read once per process on first use (a few MB at most; never at build time). */
function postalCodes(): PostalCodeTable {
  table ??= JSON.parse(readFileSync(path.join(process.cwd(), 'lib', 'server', 'geo', 'postal-codes.json'), 'utf8')) as PostalCodeTable;
  return table;
}

/** §7 getGeoLocationByZip; §8 geo lookup failure: 'no geoLocation found'. */
export function geoLocationByZip(zip: string, language: Locale): PostalCodeHit {
  const hit = findPostalCode(postalCodes(), zip, language);
  if (!hit) throw new AppError('NOT_FOUND', 'no geoLocation found');
  return hit;
}
