import { type Image, type ImageSize, MAX_IMAGE_SEED, imageHeight, imageWidth } from './image-urls';

/**
 * §3 previewThumbnails are a video's frames. An fsk-18 video's frames are served only by the
 * access-checked route app/media/still/[file] (§6: age-rated media only with accepted avs),
 * addressed by video and position: `/media/still/{videoId}-{index}-{size}.webp`. They are drawn as
 * their own kind of artwork (lib/media/svg.ts renderStillSvg), so no public /media/{kind}/ URL
 * serves the same picture.
 */
export const STILL_PATH_PREFIX = '/media/still/';

/** The k-th still's image seed: a fixed mix of video id and position (stable, no extra column). */
export function stillSeed(videoId: number, index: number): number {
  return (videoId * 7919 + (index + 1) * 104_729) % MAX_IMAGE_SEED;
}

/** Stills are 16:9 frames like the video's preview images. */
export function stillUrl(videoId: number, index: number, size: ImageSize): Image {
  return { url: `${STILL_PATH_PREFIX}${videoId}-${index}-${size}.webp`, width: imageWidth(size), height: imageHeight('video', size) };
}

/** Whether an image URL is an access-checked still (the page then shows it only to verified guests). */
export function isGatedStill(url: string): boolean {
  return url.startsWith(STILL_PATH_PREFIX);
}
