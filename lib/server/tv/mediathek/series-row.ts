import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { TvSeries } from '@/lib/contracts/tv-mediathek';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodes, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';
import { aired, seriesLink } from './episode-row';

/** Per series: aired episodes, whether any is premium, the newest air date. */
function episodeStats(db: DbOrTx) {
  return db
    .select({
      seriesId: tvEpisodes.seriesId,
      episodeCount: sql<number>`count(*)::int`.as('episode_count'),
      premium: sql<boolean>`bool_or(${tvEpisodes.premium})`.as('premium'),
      latestAt: sql<string>`max(${tvEpisodes.airedAt})`.as('latest_at'),
      seasonCount: sql<number>`count(distinct ${tvEpisodes.season})::int`.as('season_count'),
    })
    .from(tvEpisodes)
    .where(aired())
    .groupBy(tvEpisodes.seriesId)
    .as('stats');
}

/** Series that have aired episodes, with their texts in `language` and the stats above. */
export function selectSeries(db: DbOrTx, language: Locale) {
  const stats = episodeStats(db);
  return {
    stats,
    query: db
      .select({
        id: tvSeries.id,
        key: tvSeries.key,
        genre: tvSeries.genre,
        imageSeed: tvSeries.imageSeed,
        title: tvSeriesTexts.title,
        teaser: tvSeriesTexts.teaser,
        description: tvSeriesTexts.description,
        episodeCount: stats.episodeCount,
        premium: stats.premium,
        latestAt: stats.latestAt,
        seasonCount: stats.seasonCount,
      })
      .from(tvSeries)
      .innerJoin(tvSeriesTexts, and(eq(tvSeriesTexts.seriesId, tvSeries.id), eq(tvSeriesTexts.language, language)))
      .innerJoin(stats, eq(stats.seriesId, tvSeries.id))
      .$dynamic(),
  };
}

export type SeriesRow = { id: number; key: string; imageSeed: number; title: string; teaser: string; episodeCount: number; premium: boolean; latestAt: string | Date };

export function toTvSeries(row: SeriesRow): TvSeries {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    teaser: row.teaser,
    episodeCount: row.episodeCount,
    previewPicture: imageUrl('video', row.imageSeed, 'w640'),
    premium: row.premium,
    latestAt: new Date(row.latestAt).toISOString(),
    link: seriesLink(row.key),
  };
}
