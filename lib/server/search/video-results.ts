import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { SearchHit } from '@/lib/contracts/search';
import type { VideoTile } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { toVideoTile, videoColumns } from '@/lib/server/catalog/videos/video-row';
import type { HitPage } from './search-page-types';
import { videoLink } from './search-links';
import type { VideoHits } from './video-hits';

/** Video tiles by id, in the order of `ids` (primary-key lookups, joined with their performer). */
async function loadVideoTiles(db: DbOrTx, ids: readonly number[]): Promise<Map<number, VideoTile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(videoColumns)
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(inArray(videos.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toVideoTile(row)]));
}

/** The page of all video hits and the page of the asmr-tagged ones (§2 asmr), tiles loaded in one query. */
export async function loadVideoPages(db: DbOrTx, hits: VideoHits): Promise<{ videos: HitPage<VideoTile>; asmr: HitPage<VideoTile> }> {
  const tiles = await loadVideoTiles(db, [...hits.ids, ...hits.asmrIds]);
  const pick = (ids: number[]) => ids.flatMap((id) => tiles.get(id) ?? []);
  return {
    videos: { total: hits.total, totalCapped: hits.capped, items: pick(hits.ids) },
    asmr: { total: hits.asmrTotal, totalCapped: hits.capped, items: pick(hits.asmrIds) },
  };
}

export function videoHit(tile: VideoTile, locale: Locale): SearchHit {
  return {
    id: tile.id,
    title: tile.title,
    imageUrl: tile.preview.url,
    imageAspect: tile.preview.width / tile.preview.height,
    link: videoLink(locale, tile.model.slug, tile.id),
    actorName: tile.model.name,
  };
}
