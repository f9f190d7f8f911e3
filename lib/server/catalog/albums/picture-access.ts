import 'server-only';
import type { Picture } from '@/lib/contracts/album';
import { type ImageSize, imageUrl } from '@/lib/media/image-urls';

/**
 * The highest age rating a guest may see without age verification. fsk-18 media need a
 * verified guest (avs, a later issue); nobody is verified yet, so every viewer gets 16.
 */
export const UNVERIFIED_MAX_AGE_RATING = 16;

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
