import 'server-only';
import { createHmac } from 'node:crypto';
import { checkStreamSignature, signStream, type StreamCheck } from '@/lib/server/media/stream-signature';

/** An episode URL is valid for 10 minutes, like a video stream URL; the player asks again after that. */
export const EPISODE_URL_TTL_SECONDS = 600;

export type EpisodeGrant = { episodeId: number; guestId: number; /** epoch seconds */ expiresAt: number };

const derived = new WeakMap<Uint8Array, Buffer>();

/**
 * The signing key of episode URLs: derived from the access-token key with its own label, so an
 * episode signature never opens a video stream of the same number (and the other way round).
 */
export function episodeKey(tokenKey: Uint8Array): Buffer {
  let key = derived.get(tokenKey);
  if (!key) {
    key = createHmac('sha256', tokenKey).update('cam-platform tv-episode-url v1').digest();
    derived.set(tokenKey, key);
  }
  return key;
}

const asStreamGrant = (grant: EpisodeGrant) => ({ videoId: grant.episodeId, guestId: grant.guestId, expiresAt: grant.expiresAt });

/** `/media/tv-episode/<episodeId>.mp4?g=<guestId or 0>&exp=<unix s>&sig=<signature>` */
export function episodePath(key: Uint8Array, grant: EpisodeGrant): string {
  const query = new URLSearchParams({ g: String(grant.guestId), exp: String(grant.expiresAt), sig: signStream(key, asStreamGrant(grant)) });
  return `/media/tv-episode/${grant.episodeId}.mp4?${query}`;
}

export function checkEpisodeSignature(key: Uint8Array, grant: EpisodeGrant, signature: string, nowSeconds: number): StreamCheck {
  return checkStreamSignature(key, asStreamGrant(grant), signature, nowSeconds);
}
