import 'server-only';
import type { MediathekItem } from '@/lib/contracts/personal';
import { imageUrl } from '@/lib/media/image-urls';
import { videoPreviewImages } from '@/lib/server/catalog/videos/preview-images';

type Model = { actorId: number; actorName: string; actorSlug: string };
export type VideoItemRow = Model & { id: number; title: string; ageRating: number; durationSeconds: number; imageSeed: number; allowedInPlaylists: boolean; addedAt: Date };
export type PhotoItemRow = Model & { id: number; title: string; ageRating: number; imageSeed: number; addedAt: Date };

/** Nothing reaches the library through chats yet (§2 messenger and clips sections): every origin is the shop. */
const ORIGIN = 'shop' as const;

export function toVideoItem(row: VideoItemRow, source: MediathekItem['source']): MediathekItem {
  return {
    id: row.id,
    mediaType: 'video',
    source,
    origin: ORIGIN,
    title: row.title,
    fsk: row.ageRating,
    duration: row.durationSeconds,
    previewPicture: videoPreviewImages(row.imageSeed).w320,
    model: { id: row.actorId, name: row.actorName, slug: row.actorSlug },
    link: `/amateur/${row.actorSlug}/video/${row.id}/`,
    allowedInPlaylists: row.allowedInPlaylists,
    addedAt: row.addedAt.toISOString(),
  };
}

export function toPhotoItem(row: PhotoItemRow, source: MediathekItem['source']): MediathekItem {
  return {
    id: row.id,
    mediaType: 'photo',
    source,
    origin: ORIGIN,
    title: row.title,
    fsk: row.ageRating,
    // The album cover is rated 16 like every album tile (lib/server/catalog/albums/album-row.ts).
    previewPicture: imageUrl('album', row.imageSeed, 'w320'),
    model: { id: row.actorId, name: row.actorName, slug: row.actorSlug },
    link: `/amateur/${row.actorSlug}/pictures/${row.id}/`,
    allowedInPlaylists: false,
    addedAt: row.addedAt.toISOString(),
  };
}
