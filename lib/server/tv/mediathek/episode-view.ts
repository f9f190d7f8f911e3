import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { TvVideo } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import type { TvViewer } from '@/lib/server/tv/tv-access';
import { episodeGate } from './episode-access';
import { getEpisode } from './get-episode';
import { grantEpisodeStream } from './grant-episode-stream';
import { isEpisodeKept } from './keep-episode';

/**
 * §7 tv/video/{videoId}: the episode, a stream grant when the viewer may watch, else what would
 * open it (log in, subscribe, verify the age) — no 403 here, so a page can ask for any viewer —
 * and whether the guest keeps it. Null: no such aired episode.
 */
export async function episodeView(db: DbOrTx, tokenKey: Uint8Array, episodeId: number, viewer: TvViewer, language: Locale, now = new Date()): Promise<TvVideo | null> {
  const [episode, gate] = await Promise.all([getEpisode(db, episodeId, language), episodeGate(db, episodeId, viewer, now)]);
  if (!episode || !gate) return null;
  const [stream, kept] = await Promise.all([
    gate.access === 'watch' ? grantEpisodeStream(db, tokenKey, episodeId, viewer, now) : null,
    viewer ? isEpisodeKept(db, viewer.guestId, episodeId) : false,
  ]);
  return { episode, stream, access: gate.access, kept };
}
