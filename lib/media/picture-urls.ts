import { type Image, type ImageSize, imageHeight, imageWidth } from './image-urls';

/**
 * An album picture a visitor of the cached page may not see — past a paid album's free
 * previews, or fsk 18 (§6) — is served only by the access-checked route
 * app/media/album-picture/[file], addressed by picture id (never by its seed):
 * `/media/album-picture/{pictureId}-{size}.webp`. It is drawn as its own kind of artwork
 * (lib/media/svg.ts renderCheckedPictureSvg), so no public /media/{kind}/ URL serves the same
 * picture. Fsk-18 sedcard pictures (§3 sedcards are pictures too) take the same route.
 */
export const CHECKED_PICTURE_PATH_PREFIX = '/media/album-picture/';

/** Album pictures and sedcards are 3:4 portraits. */
export function checkedPictureUrl(pictureId: number, size: ImageSize): Image {
  return { url: `${CHECKED_PICTURE_PATH_PREFIX}${pictureId}-${size}.webp`, width: imageWidth(size), height: imageHeight('picture', size) };
}

/** Whether an image URL is an access-checked album picture. */
export function isCheckedPicture(url: string): boolean {
  return url.startsWith(CHECKED_PICTURE_PATH_PREFIX);
}
