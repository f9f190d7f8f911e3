import { PREVIEW_THUMBNAILS_PER_VIDEO } from '@/lib/catalog/rules';
import { MAX_IMAGE_SEED, imageUrl, type Image } from '@/lib/media/image-urls';

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
 * §3 previewThumbnails: stills along the video. Derived from the video id alone (stable, no
 * extra column): the k-th still's image seed is a fixed mix of id and k.
 */
export function videoPreviewThumbnails(videoId: number, durationSeconds: number, limit = PREVIEW_THUMBNAILS_PER_VIDEO): Image[] {
  const count = Math.min(limit, previewThumbnailCount(durationSeconds));
  return Array.from({ length: count }, (_, k) => imageUrl('video', (videoId * 7919 + (k + 1) * 104_729) % MAX_IMAGE_SEED, 'w320'));
}
