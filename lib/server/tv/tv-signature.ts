import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TvChannel } from '@/lib/server/db/schema/tv';

/** Like video stream URLs (lib/server/media/stream-signature.ts): valid 10 minutes, then asked again. */
export const TV_URL_TTL_SECONDS = 600;

/** What a TV URL grants: this channel's playlist and segments, to this guest (0: anyone, free channel only), until exp. */
export type TvGrant = { channel: TvChannel; guestId: number; /** epoch seconds */ expiresAt: number };

const derived = new WeakMap<Uint8Array, Buffer>();

/** Its own label: a TV signature is never valid as a video stream's, nor the reverse. */
export function tvKey(tokenKey: Uint8Array): Buffer {
  let key = derived.get(tokenKey);
  if (!key) {
    key = createHmac('sha256', tokenKey).update('cam-platform tv-live v1').digest();
    derived.set(tokenKey, key);
  }
  return key;
}

export function signTv(key: Uint8Array, grant: TvGrant): string {
  return createHmac('sha256', key).update(`${grant.channel}.${grant.guestId}.${grant.expiresAt}`).digest('base64url');
}

/** The query every TV media URL of this grant carries. */
export function tvQuery(key: Uint8Array, grant: TvGrant): string {
  return new URLSearchParams({ g: String(grant.guestId), exp: String(grant.expiresAt), sig: signTv(key, grant) }).toString();
}

/** `/media/tv/<channel>/live.m3u8?…` */
export function tvPlaylistPath(key: Uint8Array, grant: TvGrant): string {
  return `/media/tv/${grant.channel}/live.m3u8?${tvQuery(key, grant)}`;
}

/** Constant-time comparison, then the expiry. */
export function checkTvSignature(key: Uint8Array, grant: TvGrant, signature: string, nowSeconds: number): 'valid' | 'bad-signature' | 'expired' {
  const expected = Buffer.from(signTv(key, grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return grant.expiresAt < nowSeconds ? 'expired' : 'valid';
}
