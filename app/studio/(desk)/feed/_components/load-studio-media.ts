import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';

/** What she may post from (§7 studio post: photos of her albums, a clip of her videos). */
export type StudioMedia = {
  videos: { id: number; title: string; fsk: number }[];
  pictures: { id: number; albumTitle: string; thumb: string; fsk: number }[];
};

/** Her newest videos and album pictures to choose from; the server checks again that they are hers. */
const VIDEO_CHOICES = 50;
const PICTURE_CHOICES = 48;

export async function loadStudioMedia(db: DbOrTx, actorId: number): Promise<StudioMedia> {
  const [videoRows, pictureRows] = await Promise.all([
    db
      .select({ id: videos.id, title: videos.title, fsk: videos.ageRating })
      .from(videos)
      .where(eq(videos.actorId, actorId))
      .orderBy(desc(videos.releasedAt), desc(videos.id))
      .limit(VIDEO_CHOICES),
    db
      .select({ id: pictures.id, albumTitle: albums.title, seed: pictures.imageSeed, fsk: pictures.ageRating })
      .from(pictures)
      .innerJoin(albums, eq(albums.id, pictures.albumId))
      .where(eq(albums.actorId, actorId))
      .orderBy(desc(albums.releasedAt), pictures.position)
      .limit(PICTURE_CHOICES),
  ]);
  return {
    videos: videoRows,
    pictures: pictureRows.map((row) => ({ id: row.id, albumTitle: row.albumTitle, thumb: imageUrl('album', row.seed, 'w320').url, fsk: row.fsk })),
  };
}
