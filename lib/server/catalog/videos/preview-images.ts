import { PREVIEW_THUMBNAILS_PER_VIDEO } from '@/lib/catalog/rules';
import { imageUrl, type Image } from '@/lib/media/image-urls';
import { stillSeed, stillUrl } from '@/lib/media/still-urls';
import { UNVERIFIED_MAX_AGE_RATING, VERIFIED_MAX_AGE_RATING } from '../albums/picture-access';

/** §3 preview images by size (§9 sizes w320, w640, w1280). */
export function videoPreviewImages(imageSeed: number): { w320: Image; w640: Image; w1280: Image } {
  return {
    w320: imageUrl('video', imageSeed, 'w320'),
    w640: imageUrl('video', imageSeed, 'w640'),
    w1280: imageUrl('video', imageSeed, 'w1280'),
  };
}

/**
 * How many preview thumbnails a video has: one per 30 seconds, at least 6, at most the §9 limit
 * of 100 per video.
 */
export function previewThumbnailCount(durationSeconds: number): number {
  return Math.min(PREVIEW_THUMBNAILS_PER_VIDEO, Math.max(6, Math.round(durationSeconds / 30)));
}

/**
 * §3 previewThumbnails: stills along the video (lib/media/still-urls.ts seeds them from id and
 * position). An fsk-18 video's stills are its frames, so they are access-checked URLs that only
 * age-verified guests get bytes for (§6); lower ratings stay public generated images.
 * A caller that does not say the rating gets the checked URLs: the safe side.
 */
export function videoPreviewThumbnails(
  videoId: number,
  durationSeconds: number,
  { ageRating = VERIFIED_MAX_AGE_RATING, limit = PREVIEW_THUMBNAILS_PER_VIDEO }: { ageRating?: number; limit?: number } = {},
): Image[] {
  const count = Math.min(limit, previewThumbnailCount(durationSeconds));
  const gated = ageRating > UNVERIFIED_MAX_AGE_RATING;
  return Array.from({ length: count }, (_, k) => (gated ? stillUrl(videoId, k, 'w320') : imageUrl('video', stillSeed(videoId, k), 'w320')));
}
