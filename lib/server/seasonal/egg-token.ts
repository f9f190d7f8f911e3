import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an egg token proves: this guest may collect the egg on this page, on this Berlin day, of this event. */
export type EggClaim = { eventId: number; day: string; page: string; guestId: number };

const derived = new WeakMap<Uint8Array, Buffer>();

/** Its own label: an egg token is never valid as any other signature of the platform, nor the reverse. */
export function eggKey(tokenKey: Uint8Array): Buffer {
  let key = derived.get(tokenKey);
  if (!key) {
    key = createHmac('sha256', tokenKey).update('cam-platform easter-egg v1').digest();
    derived.set(tokenKey, key);
  }
  return key;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const payloadOf = (claim: EggClaim) => `${claim.eventId}.${claim.day}.${Buffer.from(claim.page).toString('base64url')}.${claim.guestId}`;
const sign = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<eventId>.<day>.<page, base64url>.<guestId>.<HMAC-SHA256>`: the token the page's egg carries. */
export function signEgg(key: Uint8Array, claim: EggClaim): string {
  const payload = payloadOf(claim);
  return `${payload}.${sign(key, payload)}`;
}

/** The claim of a well-formed token whose signature matches (constant-time), else null (forged or garbled). */
export function readEggToken(key: Uint8Array, token: string): EggClaim | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [eventId, day, page, guestId, signature] = parts as [string, string, string, string, string];
  if (!/^\d{1,10}$/.test(eventId) || !DAY.test(day) || !/^\d{1,10}$/.test(guestId) || !/^[\w-]{1,400}$/.test(page)) return null;
  const expected = Buffer.from(sign(key, `${eventId}.${day}.${page}.${guestId}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId: Number(eventId), day, page: Buffer.from(page, 'base64url').toString(), guestId: Number(guestId) };
}
