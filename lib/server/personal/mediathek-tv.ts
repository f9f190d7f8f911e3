import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { MediathekItem, MediathekPage } from '@/lib/contracts/personal';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodeTexts, tvEpisodes, tvKeptEpisodes, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';
import { type EpisodeRow, episodeColumns, episodeLink } from '@/lib/server/tv/mediathek/episode-row';

type Paging = { offset: number; limit: number };

function toTvItem(row: EpisodeRow & { keptAt: Date }): MediathekItem {
  return {
    id: row.id,
    mediaType: 'video',
    source: 'pinned',
    origin: 'tv',
    title: row.title,
    fsk: row.fsk,
    duration: row.durationSeconds,
    previewPicture: imageUrl('video', row.imageSeed, 'w320'),
    // A TV episode has no performer: the series stands in (its key is the series page's slug).
    model: { id: row.seriesId, name: row.seriesTitle, slug: row.seriesKey },
    link: episodeLink(row.seriesKey, row.id),
    allowedInPlaylists: false,
    addedAt: row.keptAt.toISOString(),
  };
}

/**
 * §2 videos · pinned: the media centre's episodes the guest keeps, most recently kept first,
 * titled in the page's language. Whether one plays is asked when it is opened (§6 TV access).
 */
export async function pinnedTvEpisodes(db: DbOrTx, guestId: number, { offset, limit }: Paging, language: Locale): Promise<MediathekPage> {
  const where = eq(tvKeptEpisodes.guestId, guestId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...episodeColumns, keptAt: tvKeptEpisodes.keptAt })
      .from(tvKeptEpisodes)
      .innerJoin(tvEpisodes, eq(tvEpisodes.id, tvKeptEpisodes.episodeId))
      .innerJoin(tvEpisodeTexts, and(eq(tvEpisodeTexts.episodeId, tvEpisodes.id), eq(tvEpisodeTexts.language, language)))
      .innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId))
      .innerJoin(tvSeriesTexts, and(eq(tvSeriesTexts.seriesId, tvSeries.id), eq(tvSeriesTexts.language, language)))
      .where(where)
      .orderBy(desc(tvKeptEpisodes.keptAt), desc(tvKeptEpisodes.episodeId))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(tvKeptEpisodes).where(where),
  ]);
  return { items: rows.map(toTvItem), total: total?.n ?? 0 };
}
