import 'server-only';
import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { MEDIATHEK_RECOMMENDATIONS, type MediathekVideo } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodes } from '@/lib/server/db/schema/tv-mediathek';
import { aired, selectEpisodes, toMediathekVideo } from './episode-row';

/**
 * §9 TV mediathek recommendations (5) for an episode: the other episodes of its series (the
 * ones aired nearest to it first), then the most viewed of the other series; never the episode
 * itself. Without an episode (null or unknown), the most viewed episodes.
 */
export async function recommendations(db: DbOrTx, episodeId: number | null, language: Locale): Promise<MediathekVideo[]> {
  const [current] =
    episodeId === null
      ? []
      : await db.select({ seriesId: tvEpisodes.seriesId, airedAt: tvEpisodes.airedAt }).from(tvEpisodes).where(eq(tvEpisodes.id, episodeId)).limit(1);
  const self = episodeId ?? 0;
  const sameSeries = current
    ? await selectEpisodes(db, language)
        .where(and(aired(), eq(tvEpisodes.seriesId, current.seriesId), ne(tvEpisodes.id, self)))
        .orderBy(sql`abs(extract(epoch from ${tvEpisodes.airedAt} - ${current.airedAt.toISOString()}::timestamptz))`, asc(tvEpisodes.id))
        .limit(MEDIATHEK_RECOMMENDATIONS)
    : [];
  const missing = MEDIATHEK_RECOMMENDATIONS - sameSeries.length;
  const taken = [self, ...sameSeries.map((row) => row.id)];
  const popular =
    missing > 0
      ? await selectEpisodes(db, language)
          .where(and(aired(), notInArray(tvEpisodes.id, taken)))
          .orderBy(desc(tvEpisodes.views), desc(tvEpisodes.id))
          .limit(missing)
      : [];
  return [...sameSeries, ...popular].map(toMediathekVideo);
}
