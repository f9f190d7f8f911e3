import type * as z from 'zod';
import type { imageSchema } from '@/lib/contracts/image';

export type Image = z.infer<typeof imageSchema>;

export const IMAGE_KINDS = ['avatar', 'video', 'album', 'picture', 'sedcard'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** §9 image sizes, named by width. */
export const IMAGE_SIZES = ['w320', 'w640', 'w1280'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Largest seed a URL may carry: image seeds are Postgres integers. */
export const MAX_IMAGE_SEED = 2_147_483_647;

const widths: Record<ImageSize, number> = { w320: 320, w640: 640, w1280: 1280 };

/** Avatars are square, video previews 16:9, albums, pictures and sedcards 3:4 portraits. */
const heightPerWidth: Record<ImageKind, number> = {
  avatar: 1,
  video: 9 / 16,
  album: 4 / 3,
  picture: 4 / 3,
  sedcard: 4 / 3,
};

export function imageWidth(size: ImageSize): number {
  return widths[size];
}

export function imageHeight(kind: ImageKind, size: ImageSize): number {
  return Math.round(widths[size] * heightPerWidth[kind]);
}

/** The generated image of `seed` at one size; served by app/media/[kind]/[file]/route.ts. */
export function imageUrl(kind: ImageKind, seed: number, size: ImageSize): Image {
  return { url: `/media/${kind}/${seed}-${size}.webp`, width: imageWidth(size), height: imageHeight(kind, size) };
}
