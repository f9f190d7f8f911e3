import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A stream URL is valid for 10 minutes; the player asks for a new one after that. */
export const STREAM_URL_TTL_SECONDS = 600;

/** What a stream URL grants: this video, to this guest (0: anyone, only for free videos), until exp. */
export type StreamGrant = { videoId: number; guestId: number; /** epoch seconds */ expiresAt: number };

const derived = new WeakMap<Uint8Array, Buffer>();

/**
 * The signing key of stream URLs, derived from the runtime's access-token key (AUTH_SECRET or the
 * stored random key), so restarts keep URLs valid and no second secret needs managing. Its own
 * label keeps a stream signature from ever being usable as anything else.
 */
export function streamKey(tokenKey: Uint8Array): Buffer {
  let key = derived.get(tokenKey);
  if (!key) {
    key = createHmac('sha256', tokenKey).update('cam-platform stream-url v1').digest();
    derived.set(tokenKey, key);
  }
  return key;
}

/** base64url HMAC-SHA256 over "videoId.g.exp". */
export function signStream(key: Uint8Array, grant: StreamGrant): string {
  return createHmac('sha256', key).update(`${grant.videoId}.${grant.guestId}.${grant.expiresAt}`).digest('base64url');
}

/** `/media/stream/<videoId>.mp4?g=<guestId or 0>&exp=<unix s>&sig=<signature>` */
export function streamPath(key: Uint8Array, grant: StreamGrant): string {
  const query = new URLSearchParams({ g: String(grant.guestId), exp: String(grant.expiresAt), sig: signStream(key, grant) });
  return `/media/stream/${grant.videoId}.mp4?${query}`;
}

export type StreamCheck = 'valid' | 'bad-signature' | 'expired';

/**
 * Checks a signature in constant time (the comparison never stops at the first wrong byte), then
 * the expiry; a forged URL is told apart from an expired one only after its signature held.
 */
export function checkStreamSignature(key: Uint8Array, grant: StreamGrant, signature: string, nowSeconds: number): StreamCheck {
  const expected = Buffer.from(signStream(key, grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return grant.expiresAt < nowSeconds ? 'expired' : 'valid';
}

export function nowInSeconds(now = new Date()): number {
  return Math.floor(now.getTime() / 1000);
}
