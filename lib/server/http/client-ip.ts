import 'server-only';
import { isIP } from 'node:net';

/**
 * The client's address for the login throttle. server.ts writes X-Forwarded-For itself (the
 * socket's address) unless TRUST_PROXY=1; then the rightmost entry is the one our proxy appended.
 * Anything that is not an IP address counts as unknown.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const candidate = (trustProxy ? entries.at(-1) : entries[0])?.replace(/^::ffff:/, '');
  return candidate && isIP(candidate) ? candidate : null;
}
