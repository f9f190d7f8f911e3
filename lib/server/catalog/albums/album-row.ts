import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AlbumTile } from '@/lib/contracts/album';
import { dealPriceSql } from '@/lib/server/daily-bonus/deal-price';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { type ImageSize, imageUrl } from '@/lib/media/image-urls';
import { asCurrency } from '../model-row';

/** The columns of an album tile (albums ⋈ actors), shared by lists and the detail. */
const albumColumns = {
  id: albums.id,
  type: albums.type,
  title: albums.title,
  description: albums.description,
  ageRating: albums.ageRating,
  isFree: albums.isFree,
  isVipContent: albums.isVipContent,
  currency: albums.currency,
  price: albums.price,
  basePrice: albums.basePrice,
  releasedAt: albums.releasedAt,
  totalViews: albums.totalViews,
  ratingLikes: albums.ratingLikes,
  ratingDislikes: albums.ratingDislikes,
  imageSeed: albums.imageSeed,
  actorId: actors.id,
  actorName: actors.name,
  actorSlug: actors.slug,
  bannedCountryCodes: actors.bannedCountryCodes,
  pictureCount: sql<number>`(select count(*) from ${pictures} where ${pictures.albumId} = ${albums.id})`.mapWith(Number),
};

/**
 * albums ⋈ actors; `day` (YYYY-MM-DD, Berlin) is the day whose daily bonus offer prices the
 * album — the request's effective day (§2 test day); without one the database's clock decides.
 */
export function selectAlbumRows(db: DbOrTx, day?: string) {
  const columns = { ...albumColumns, dailyBonusPrice: dealPriceSql('album', day) };
  return db.select(columns).from(albums).innerJoin(actors, eq(actors.id, albums.actorId)).$dynamic();
}

export type AlbumRow = Awaited<ReturnType<typeof selectAlbumRows>>[number];

/** Only released galleries are public: scheduled albums stay hidden until their day. */
export const releasedGallery = sql`${albums.type} = 'album' and ${albums.releasedAt} <= now()`;

export function toAlbumTile(row: AlbumRow, previewSize: ImageSize = 'w320'): AlbumTile {
  const currency = asCurrency(row.currency);
  return {
    id: row.id,
    title: row.title,
    ageRating: row.ageRating,
    free: row.isFree,
    isVipContent: row.isVipContent,
    price: { value: row.price, currency },
    basePrice: { value: row.basePrice, currency },
    dailyBonusPrice: row.dailyBonusPrice === null ? null : { value: row.dailyBonusPrice, currency },
    // The album cover is rated 16 like the avatar (§9), so it can be shown before any age check.
    preview: imageUrl('album', row.imageSeed, previewSize),
    pictureCount: row.pictureCount,
    rating: { likes: row.ratingLikes, dislikes: row.ratingDislikes },
    albumTotalViews: row.totalViews,
    releasedAt: row.releasedAt.toISOString(),
    model: { id: row.actorId, name: row.actorName, slug: row.actorSlug },
    link: `/amateur/${row.actorSlug}/pictures/${row.id}/`,
  };
}
