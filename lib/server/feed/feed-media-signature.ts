import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A feed media URL is valid for 10 minutes, like a stream URL (lib/server/media/stream-signature.ts). */
export const FEED_MEDIA_TTL_SECONDS = 600;

/** What a feed media URL grants: this medium of this post, to this guest (0: anyone, free posts only), until exp. */
export type FeedMediaGrant = { postId: number; kind: 'clip' | 'photo'; mediaId: number; guestId: number; expiresAt: number };

const derived = new WeakMap<Uint8Array, Buffer>();

/** Derived from the access-token key under its own label: a feed signature is never valid elsewhere. */
export function feedMediaKey(tokenKey: Uint8Array): Buffer {
  let key = derived.get(tokenKey);
  if (!key) {
    key = createHmac('sha256', tokenKey).update('cam-platform feed-media v1').digest();
    derived.set(tokenKey, key);
  }
  return key;
}

function sign(key: Uint8Array, grant: FeedMediaGrant): string {
  return createHmac('sha256', key).update(`${grant.postId}.${grant.kind}.${grant.mediaId}.${grant.guestId}.${grant.expiresAt}`).digest('base64url');
}

/** `/media/feed/<postId>-<clip|photo>-<mediaId>.<mp4|svg>?g=&exp=&sig=` (app/media/feed/[file]/route.ts). */
export function feedMediaPath(key: Uint8Array, grant: FeedMediaGrant): string {
  const query = new URLSearchParams({ g: String(grant.guestId), exp: String(grant.expiresAt), sig: sign(key, grant) });
  const extension = grant.kind === 'clip' ? 'mp4' : 'svg';
  return `/media/feed/${grant.postId}-${grant.kind}-${grant.mediaId}.${extension}?${query}`;
}

/** Constant-time signature check first; expiry is only told apart once the signature held. */
export function checkFeedMediaSignature(key: Uint8Array, grant: FeedMediaGrant, signature: string, nowSeconds: number): 'valid' | 'bad-signature' | 'expired' {
  const expected = Buffer.from(sign(key, grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return grant.expiresAt < nowSeconds ? 'expired' : 'valid';
}
