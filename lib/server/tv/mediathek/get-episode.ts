import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { MediathekEpisode } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodeTexts, tvEpisodes } from '@/lib/server/db/schema/tv-mediathek';
import { aired, selectEpisodes, toMediathekVideo } from './episode-row';

/** One aired episode with its description in `language`, or null (unknown or not aired yet). */
export async function getEpisode(db: DbOrTx, id: number, language: Locale): Promise<MediathekEpisode | null> {
  const [row] = await db
    .select({ description: tvEpisodeTexts.description })
    .from(tvEpisodeTexts)
    .where(and(eq(tvEpisodeTexts.episodeId, id), eq(tvEpisodeTexts.language, language)))
    .limit(1);
  if (!row) return null;
  const [episode] = await selectEpisodes(db, language)
    .where(and(eq(tvEpisodes.id, id), aired()))
    .limit(1);
  return episode ? { ...toMediathekVideo(episode), description: row.description } : null;
}
