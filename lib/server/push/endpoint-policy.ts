import 'server-only';
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { PushSubscriptionInput } from '@/lib/contracts/web-push';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Private, link-local and unspecified address literals: never a push service, a way into our network. */
const PRIVATE_V4 = [/^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^0\./];

function loopbackAllowed(): boolean {
  const { WEB_PUSH_LOOPBACK, NODE_ENV } = env();
  return WEB_PUSH_LOOPBACK === undefined ? NODE_ENV !== 'production' : WEB_PUSH_LOOPBACK === '1';
}

function isPrivateHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 4) return PRIVATE_V4.some((range) => range.test(bare));
  if (isIP(bare) === 6) return /^(::1?|f[cd]|fe[89ab])/i.test(bare);
  return bare === 'localhost' || bare.endsWith('.localhost');
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message, { reason: 'INVALID_SUBSCRIPTION' });

/**
 * Where our server will POST: a push service is reached over https on a public host. http is
 * taken only for a loopback host and only when WEB_PUSH_LOOPBACK allows it (a stand-in in tests
 * and development); private address literals and credentials in the URL are refused, so a
 * subscription cannot point our server at the inside of its own network.
 */
export function assertEndpointAllowed(endpoint: string): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('The endpoint is not a URL.');
  }
  if (url.username || url.password) throw invalid('The endpoint must not carry credentials.');
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (loopback && loopbackAllowed()) return;
  if (url.protocol !== 'https:') throw invalid('The endpoint must be https.');
  if (isPrivateHost(url.hostname)) throw invalid('The endpoint must be a public push service.');
}

/** RFC 8291: p256dh must be a point on P-256 (the length alone is checked by the contract). */
export function assertKeysUsable(keys: PushSubscriptionInput['keys']): void {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
  } catch {
    throw invalid('keys.p256dh is not a P-256 public key.');
  }
}

/** {payload} / {token} back to the endpoint; anything that does not decode to a URL is a 422. */
export function decodeEndpoint(encoded: string): string {
  if (!/^[A-Za-z0-9_-]+=*$/.test(encoded)) throw invalid('The endpoint must be base64url-encoded.');
  const endpoint = Buffer.from(encoded, 'base64url').toString('utf8');
  // Control characters (a NUL would fail in PostgreSQL as a 500) and non-URLs never match a row.
  if (endpoint.length > 2048 || !/^https?:\/\/[^\s\x00-\x1f\x7f]+$/.test(endpoint) || !URL.canParse(endpoint)) {
    throw invalid('The encoded endpoint is not a URL.');
  }
  return endpoint;
}
