import 'server-only';
import { env } from '@/lib/server/env';

/**
 * The visitor's country for §6 country bans: the configured geo header (GEO_COUNTRY_HEADER), upper
 * case, when it is a two-letter code; otherwise null (no bans applied). The page cache in
 * server.ts keys public pages on the same value, so a cached page never leaks a banned performer.
 */
export function countryFromHeaders(get: (name: string) => string | null | undefined): string | null {
  const raw = get(env().GEO_COUNTRY_HEADER);
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
