import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { imageUrl } from '@/lib/media/image-urls';
import type { SedcardImages } from './model-row';

/** A tile shows at most three sedcard pictures. */
const SEDCARD_IMAGES_PER_MODEL = 3;
/** §9 avatar age rating 16: tiles are seen before any age check, so fsk-18 pictures stay out. */
const TILE_MAX_AGE_RATING = 16;

/**
 * The first sedcard pictures of many actors in ONE query (row_number per actor), so a list of
 * 30 models costs two round trips, never 31.
 */
export async function loadSedcardImages(db: DbOrTx, actorIds: number[]): Promise<Map<number, SedcardImages>> {
  const result = new Map<number, SedcardImages>();
  if (actorIds.length === 0) return result;
  const ranked = db
    .select({
      actorId: albums.actorId,
      imageSeed: pictures.imageSeed,
      rank: sql<number>`row_number() over (partition by ${albums.actorId} order by ${albums.releasedAt} desc, ${albums.id}, ${pictures.position})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(pictures)
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .where(
      and(
        inArray(albums.actorId, actorIds),
        eq(albums.type, 'sedcard'),
        lte(albums.ageRating, TILE_MAX_AGE_RATING),
        lte(pictures.ageRating, TILE_MAX_AGE_RATING),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ actorId: ranked.actorId, imageSeed: ranked.imageSeed })
    .from(ranked)
    .where(lte(ranked.rank, SEDCARD_IMAGES_PER_MODEL))
    .orderBy(asc(ranked.actorId), asc(ranked.rank));
  for (const row of rows) {
    const list = result.get(row.actorId) ?? [];
    list.push(imageUrl('sedcard', row.imageSeed, 'w320'));
    result.set(row.actorId, list);
  }
  return result;
}
