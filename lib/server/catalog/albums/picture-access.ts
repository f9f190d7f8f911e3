import 'server-only';
import type { Picture, PictureLockReason } from '@/lib/contracts/album';
import { type ImageSize, imageUrl } from '@/lib/media/image-urls';
import type { ItemAccess } from '@/lib/server/purchases/access';

/** The highest age rating a viewer may see without age verification (§6: fsk-18 needs accepted avs). */
export const UNVERIFIED_MAX_AGE_RATING = 16;
export const VERIFIED_MAX_AGE_RATING = 18;

/** Issue 6: a paid album shows its first pictures to everyone, as previews; the rest need access. */
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

type PictureRow = { id: number; position: number; ageRating: number; ratingLikes: number; ratingDislikes: number; imageSeed: number };

/** A picture as a viewer may get it: a locked one has no image at all, only the reason. */
export function toPicture(row: PictureRow, lockReason: PictureLockReason | null, kind: 'picture' | 'sedcard' = 'picture', size: ImageSize = 'w640'): Picture {
  return {
    id: row.id,
    position: row.position,
    ageRating: row.ageRating,
    locked: lockReason !== null,
    lockReason,
    image: lockReason === null ? imageUrl(kind, row.imageSeed, size) : null,
    rating: { likes: row.ratingLikes, dislikes: row.ratingDislikes },
  };
}
