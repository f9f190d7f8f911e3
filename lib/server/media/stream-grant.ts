import 'server-only';
import type { StreamGrantWire } from '@/lib/contracts/video-stream';
import type { DbOrTx } from '@/lib/server/db/client';
import { previewEnd } from '@/lib/server/previews/video-preview';
import { type StreamViewer, streamAccess } from './stream-access';
import { STREAM_URL_TTL_SECONDS, nowInSeconds, streamKey, streamPath } from './stream-signature';

type GrantRequest = { viewer: StreamViewer; videoId: number; /** §6 bans */ viewerCountry: string | null };

/** A stream URL for this viewer, signed for them alone (g = 0 only for a visitor: free videos). */
export async function grantStream(db: DbOrTx, tokenKey: Uint8Array, { viewer, videoId, viewerCountry }: GrantRequest, now = new Date()): Promise<StreamGrantWire> {
  const access = await streamAccess(db, viewer, videoId, viewerCountry, now);
  const ttlEnd = nowInSeconds(now) + STREAM_URL_TTL_SECONDS;
  // §2 a preview's URL ends with the preview (the media route checks the rule again per request).
  const previewUntil = access === 'preview' && viewer ? await previewEnd(db, viewer.guestId, videoId, now) : null;
  const expiresAt = previewUntil ? Math.min(ttlEnd, Math.floor(previewUntil.getTime() / 1000)) : ttlEnd;
  return { url: streamPath(streamKey(tokenKey), { videoId, guestId: viewer?.guestId ?? 0, expiresAt }), expiresAt, access };
}
