import 'server-only';
import type { Picture, PictureLockReason } from '@/lib/contracts/album';
import { RATING_DISLIKE, RATING_LIKE, type RatingValue } from '@/lib/contracts/social';
import { type ImageSize, imageUrl } from '@/lib/media/image-urls';
import { checkedPictureUrl } from '@/lib/media/picture-urls';
import type { ItemAccess } from '@/lib/server/purchases/access';

/** The highest age rating a viewer may see without age verification (§6: fsk-18 needs accepted avs). */
export const UNVERIFIED_MAX_AGE_RATING = 16;
export const VERIFIED_MAX_AGE_RATING = 18;

/** A paid album shows its first pictures to everyone, as previews; the rest need access. */
export const PREVIEW_PICTURES = 3;

/** What a request's viewer may see, decided on the server from the guest's own avs status. */
export function maxAgeRatingFor(guest: { avsAccepted: boolean } | null | undefined): number {
  return guest?.avsAccepted ? VERIFIED_MAX_AGE_RATING : UNVERIFIED_MAX_AGE_RATING;
}

/**
 * Why a picture stays locked for this viewer, or null when it is open. Age comes first: an fsk-18
 * picture is locked for a guest without accepted avs whatever they bought (§6), and verifying the
 * age is the first thing to fix (lib/guest/roles.ts restrictionReason order).
 */
export function pictureLockReason(
  picture: { ageRating: number },
  viewer: { maxAgeRating: number; access: ItemAccess; isPreview: boolean },
): PictureLockReason | null {
  if (picture.ageRating > viewer.maxAgeRating) return 'age';
  if (viewer.access === null && !viewer.isPreview) return 'purchase';
  return null;
}

/**
 * / §6: whether a picture may keep a public, immutable URL (/media/{kind}/{seed}): only
 * what a visitor of the cached page sees open — rated 16 at most, and a free album's picture or
 * one of a paid album's previews. Everything else (past the previews, every fsk-18 picture, so
 * nothing real of an fsk-18 album but its rated-16 previews) gets the access-checked URL, even
 * for a guest who may open it: the URL must not open it for anyone else.
 */
export function isPublicPicture(picture: { ageRating: number }, where: { albumIsFree: boolean; isPreview: boolean }): boolean {
  const visitor = { maxAgeRating: UNVERIFIED_MAX_AGE_RATING, access: where.albumIsFree ? ('free' as const) : null, isPreview: where.isPreview };
  return pictureLockReason(picture, visitor) === null;
}

type PictureRow = { id: number; position: number; ageRating: number; ratingLikes: number; ratingDislikes: number; imageSeed: number };

export type PictureView = {
  /** pictureLockReason for this viewer; a locked picture has no image at all. */
  lockReason: PictureLockReason | null;
  /** isPublicPicture: the public image URL; else the access-checked one (by picture id). */
  isPublic: boolean;
  /** The requesting guest's own rating of the picture (§9 5 or 1), if any. */
  own?: RatingValue;
  kind?: 'picture' | 'sedcard';
  size?: ImageSize;
};

/** A picture as a viewer may get it: a locked one has no image at all, only the reason. */
export function toPicture(row: PictureRow, { lockReason, isPublic, own, kind = 'picture', size = 'w640' }: PictureView): Picture {
  const image = lockReason !== null ? null : isPublic ? imageUrl(kind, row.imageSeed, size) : checkedPictureUrl(row.id, size);
  return {
    id: row.id,
    position: row.position,
    ageRating: row.ageRating,
    locked: lockReason !== null,
    lockReason,
    image,
    rating: { likes: row.ratingLikes, dislikes: row.ratingDislikes },
    isLiked: own === RATING_LIKE,
    isDisliked: own === RATING_DISLIKE,
  };
}
