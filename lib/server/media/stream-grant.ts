import 'server-only';
import type { StreamGrantWire } from '@/lib/contracts/video-stream';
import type { DbOrTx } from '@/lib/server/db/client';
import { type StreamViewer, streamAccess } from './stream-access';
import { STREAM_URL_TTL_SECONDS, nowInSeconds, streamKey, streamPath } from './stream-signature';

type GrantRequest = { viewer: StreamViewer; videoId: number; /** §6 bans */ viewerCountry: string | null };

/** A stream URL for this viewer, signed for them alone (g = 0 only for a visitor: free videos). */
export async function grantStream(db: DbOrTx, tokenKey: Uint8Array, { viewer, videoId, viewerCountry }: GrantRequest, now = new Date()): Promise<StreamGrantWire> {
  const access = await streamAccess(db, viewer, videoId, viewerCountry);
  const expiresAt = nowInSeconds(now) + STREAM_URL_TTL_SECONDS;
  return { url: streamPath(streamKey(tokenKey), { videoId, guestId: viewer?.guestId ?? 0, expiresAt }), expiresAt, access };
}
