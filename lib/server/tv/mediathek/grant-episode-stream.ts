import 'server-only';
import type { EpisodeStream } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import type { TvViewer } from '@/lib/server/tv/tv-access';
import { assertEpisodeAccess } from './episode-access';
import { EPISODE_URL_TTL_SECONDS, episodeKey, episodePath } from './episode-signature';

/**
 * A signed, 10-minute stream URL of an episode for this viewer alone (g = 0 only for a visitor,
 * which only a free episode with an fsk a visitor may see allows), handed out only with access
 * (§6): else 403 TV_SUBSCRIPTION_REQUIRED / AGE_VERIFICATION_REQUIRED, or 404.
 */
export async function grantEpisodeStream(db: DbOrTx, tokenKey: Uint8Array, episodeId: number, viewer: TvViewer, now = new Date()): Promise<EpisodeStream> {
  const gate = await assertEpisodeAccess(db, episodeId, viewer, now);
  const expiresAt = Math.floor(now.getTime() / 1000) + EPISODE_URL_TTL_SECONDS;
  return {
    url: episodePath(episodeKey(tokenKey), { episodeId, guestId: viewer?.guestId ?? 0, expiresAt }),
    expiresAt,
    access: gate.premium ? 'flatrate' : 'free',
  };
}
