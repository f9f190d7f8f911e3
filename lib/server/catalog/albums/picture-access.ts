import 'server-only';
import type { Picture } from '@/lib/contracts/album';
import { type ImageSize, imageUrl } from '@/lib/media/image-urls';

/** The highest age rating a viewer may see without age verification (§6: fsk-18 needs accepted avs). */
export const UNVERIFIED_MAX_AGE_RATING = 16;
export const VERIFIED_MAX_AGE_RATING = 18;

/** What a request's viewer may see, decided on the server from the guest's own avs status. */
export function maxAgeRatingFor(guest: { avsAccepted: boolean } | null | undefined): number {
  return guest?.avsAccepted ? VERIFIED_MAX_AGE_RATING : UNVERIFIED_MAX_AGE_RATING;
}

type PictureRow = { id: number; position: number; ageRating: number; ratingLikes: number; ratingDislikes: number; imageSeed: number };

/** A picture as a viewer may get it: above their age limit it is locked and has no image at all. */
export function toPicture(row: PictureRow, maxAgeRating: number, kind: 'picture' | 'sedcard' = 'picture', size: ImageSize = 'w640'): Picture {
  const locked = row.ageRating > maxAgeRating;
  return {
    id: row.id,
    position: row.position,
    ageRating: row.ageRating,
    locked,
    image: locked ? null : imageUrl(kind, row.imageSeed, size),
    rating: { likes: row.ratingLikes, dislikes: row.ratingDislikes },
  };
}
