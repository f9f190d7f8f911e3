import 'server-only';
import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { MediathekSort, MediathekVideo } from '@/lib/contracts/tv-mediathek';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodeTexts, tvEpisodes, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';

/** The columns a §3 mediathek video is built from. */
export const episodeColumns = {
  id: tvEpisodes.id,
  title: tvEpisodeTexts.title,
  fsk: tvEpisodes.fsk,
  durationSeconds: tvEpisodes.durationSeconds,
  imageSeed: tvEpisodes.imageSeed,
  seriesId: tvEpisodes.seriesId,
  seriesKey: tvSeries.key,
  seriesTitle: tvSeriesTexts.title,
  season: tvEpisodes.season,
  episode: tvEpisodes.episode,
  premium: tvEpisodes.premium,
  airedAt: tvEpisodes.airedAt,
  views: tvEpisodes.views,
  ratingTenths: tvEpisodes.ratingTenths,
};

export type EpisodeRow = {
  id: number;
  title: string;
  fsk: number;
  durationSeconds: number;
  imageSeed: number;
  seriesId: number;
  seriesKey: string;
  seriesTitle: string;
  season: number;
  episode: number;
  premium: boolean;
  airedAt: Date;
  views: number;
  ratingTenths: number;
};

/** Aired episodes only: one dated in the future stays hidden until its moment. */
export const aired = (): SQL => lte(tvEpisodes.airedAt, sql`now()`);

/** Episodes with their texts and their series' title in `language`. */
export function selectEpisodes(db: DbOrTx, language: Locale) {
  return db
    .select(episodeColumns)
    .from(tvEpisodes)
    .innerJoin(tvEpisodeTexts, and(eq(tvEpisodeTexts.episodeId, tvEpisodes.id), eq(tvEpisodeTexts.language, language)))
    .innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId))
    .innerJoin(tvSeriesTexts, and(eq(tvSeriesTexts.seriesId, tvSeries.id), eq(tvSeriesTexts.language, language)))
    .$dynamic();
}

/** §9 mediathek sorts, each with the id as the last tie-breaker so pages never overlap. */
export const SORT_ORDER: Record<MediathekSort, SQL[]> = {
  newest: [desc(tvEpisodes.airedAt), desc(tvEpisodes.id)],
  oldest: [asc(tvEpisodes.airedAt), asc(tvEpisodes.id)],
  longest: [desc(tvEpisodes.durationSeconds), desc(tvEpisodes.id)],
  topRated: [desc(tvEpisodes.ratingTenths), desc(tvEpisodes.views), desc(tvEpisodes.id)],
  mostViewed: [desc(tvEpisodes.views), desc(tvEpisodes.id)],
};

/** English internal paths without the language; pages localize them (i18n/routing.ts). */
export const seriesLink = (key: string) => `/tv/mediathek/${key}/`;
export const episodeLink = (key: string, id: number) => `/tv/mediathek/${key}/${id}/`;

export function toMediathekVideo(row: EpisodeRow): MediathekVideo {
  return {
    id: row.id,
    title: row.title,
    fsk: row.fsk,
    duration: row.durationSeconds,
    previewPicture: imageUrl('video', row.imageSeed, 'w640'),
    link: episodeLink(row.seriesKey, row.id),
    seriesKey: row.seriesKey,
    seriesTitle: row.seriesTitle,
    season: row.season,
    episode: row.episode,
    premium: row.premium,
    airedAt: row.airedAt.toISOString(),
    views: row.views,
    rating: row.ratingTenths / 10,
  };
}
