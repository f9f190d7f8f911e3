import 'server-only';
import type { TvStream } from '@/lib/contracts/tv';
import type { DbOrTx } from '@/lib/server/db/client';
import type { TvChannel } from '@/lib/server/db/schema/tv';
import { loadSlotsAround } from './load-schedule';
import { SEGMENT_SECONDS } from './live-window';
import { programAt } from './program-at';
import { type TvViewer, assertTvAccess } from './tv-access';
import { TV_URL_TTL_SECONDS, tvKey, tvPlaylistPath } from './tv-signature';

/** fsk of what is on air (16 between slots: the filler loop is the free channel's demo clips). */
export async function fskOnAir(db: DbOrTx, channel: TvChannel, now: Date): Promise<number> {
  return programAt(await loadSlotsAround(db, channel, now), now).current?.fsk ?? 16;
}

/**
 * §7 tv/stream/{type}: a playlist URL signed for this viewer alone, handed out only with access
 * (§6). The free channel's URL names guest 0 (anyone may open it); the premium one the guest,
 * whose `sid` session must then ask for the bytes (lib/server/tv/serve-tv-media.ts).
 */
export async function grantTvStream(db: DbOrTx, tokenKey: Uint8Array, channel: TvChannel, viewer: TvViewer, now = new Date()): Promise<TvStream> {
  await assertTvAccess(db, channel, viewer, await fskOnAir(db, channel, now), now);
  const expiresAt = Math.floor(now.getTime() / 1000) + TV_URL_TTL_SECONDS;
  const guestId = channel === 'premium' && viewer ? viewer.guestId : 0;
  return {
    channel,
    playlistUrl: tvPlaylistPath(tvKey(tokenKey), { channel, guestId, expiresAt }),
    expiresAt,
    serverTime: now.toISOString(),
    segmentSeconds: SEGMENT_SECONDS,
  };
}
