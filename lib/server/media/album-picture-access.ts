import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maxAgeRatingFor, PREVIEW_PICTURES, pictureLockReason } from '@/lib/server/catalog/albums/picture-access';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { AppError } from '@/lib/server/errors';
import { albumAccessOf, type ItemAccess, ownership } from '@/lib/server/purchases/access';
import type { MediaViewer } from './media-viewer';

const earlier = alias(pictures, 'earlier');

/** The picture with its album, performer and place in the album (the previews are the first ones). */
async function findPicture(db: DbOrTx, pictureId: number) {
  const before = db
    .select({ n: count() })
    .from(earlier)
    .where(and(eq(earlier.albumId, pictures.albumId), sql`(${earlier.position}, ${earlier.id}) < (${pictures.position}, ${pictures.id})`));
  const [row] = await db
    .select({
      imageSeed: pictures.imageSeed,
      ageRating: pictures.ageRating,
      albumId: albums.id,
      type: albums.type,
      isFree: albums.isFree,
      isVip: albums.isVipContent,
      released: sql<boolean>`${albums.releasedAt} <= now()`.mapWith(Boolean),
      bannedCountryCodes: actors.bannedCountryCodes,
      index: sql<number>`(${before})`.mapWith(Number),
    })
    .from(pictures)
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(eq(pictures.id, pictureId));
  return row ?? null;
}

/**
 * Whether this viewer may see an album picture now, by the album view's own rules
 * (picture-access.ts pictureLockReason): 404 for an unknown picture or one of an unreleased
 * album; 403 COUNTRY_BANNED for a performer banned in the viewer's country (§6); 403
 * AGE_VERIFICATION_REQUIRED for fsk 18 without accepted avs, whatever was bought (§6); 403
 * PURCHASE_REQUIRED past a paid album's previews without access (bought, gifted, VIP flatrate).
 * Sedcard pictures are free (§3 profile pictures): only age and country count. Answers the
 * picture's image seed.
 */
export async function albumPictureAccess(db: DbOrTx, viewer: MediaViewer | null, pictureId: number, viewerCountry: string | null): Promise<{ imageSeed: number }> {
  const picture = await findPicture(db, pictureId);
  if (!picture || (picture.type === 'album' && !picture.released)) throw new AppError('NOT_FOUND', 'No such picture.');
  if (isBannedFor(picture.bannedCountryCodes, viewerCountry)) throw new AppError('COUNTRY_BANNED', 'These pictures are not available in your country.');
  const isPreview = picture.type === 'sedcard' || picture.index < PREVIEW_PICTURES;
  const maxAgeRating = maxAgeRatingFor(viewer);
  // The purchases lookup only where it can decide: past the previews of an album, age already fine.
  let access: ItemAccess = picture.type === 'sedcard' ? 'free' : null;
  if (!isPreview && picture.ageRating <= maxAgeRating) {
    const guestId = viewer?.guestId ?? null;
    const owned = guestId !== null && !picture.isFree ? await ownership(db, guestId, 'album', picture.albumId) : null;
    access = await albumAccessOf(db, guestId, { isFree: picture.isFree, isVip: picture.isVip }, owned);
  }
  const lock = pictureLockReason(picture, { maxAgeRating, access, isPreview });
  if (lock === 'age') throw new AppError('AGE_VERIFICATION_REQUIRED', 'This picture needs an accepted age verification.');
  if (lock === 'purchase') throw new AppError('PURCHASE_REQUIRED', 'This picture opens with the album: buy it first.');
  return { imageSeed: picture.imageSeed };
}
