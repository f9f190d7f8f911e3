import 'server-only';
import { eq } from 'drizzle-orm';
import type { ImportAlbum } from '@/lib/contracts/operator-import';
import type { Tx } from '@/lib/server/db/client';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { contentHash, findImported, type ImportOutcome, imageSeedOf, rememberImport } from './import-records';

/**
 * One album of an import (inside the import's transaction): created the first time, rewritten
 * with its pictures when the record changed, untouched when it is the same (§7 album_import is
 * idempotent by the album's external id). Pictures are generated abstract images from seeds
 * derived from the external id, like the seed's (never explicit, §3 demo content).
 */
export async function importAlbum(tx: Tx, actorId: number, album: ImportAlbum, now: Date): Promise<{ albumId: number; outcome: ImportOutcome }> {
  const hash = contentHash({ actorId, album });
  const known = await findImported(tx, 'album', album.externalId);
  if (known && known.contentHash === hash) return { albumId: known.localId, outcome: 'unchanged' };

  const fields = {
    actorId,
    type: 'album' as const,
    title: album.title,
    description: album.description,
    ageRating: album.ageRating,
    isFree: album.isFree,
    isVipContent: album.isVipContent,
    price: album.isFree ? 0 : album.price,
    basePrice: album.isFree ? 0 : album.price,
  };
  let albumId: number;
  if (known) {
    albumId = known.localId;
    await tx.update(albums).set(fields).where(eq(albums.id, albumId));
    await tx.delete(pictures).where(eq(pictures.albumId, albumId));
  } else {
    const [row] = await tx
      .insert(albums)
      .values({ ...fields, releasedAt: now, imageSeed: imageSeedOf('album', album.externalId) })
      .returning({ id: albums.id });
    if (!row) throw new Error('album insert returned no id');
    albumId = row.id;
  }
  await tx.insert(pictures).values(
    album.pictures.map((picture, position) => ({
      albumId,
      position,
      ageRating: picture.ageRating ?? album.ageRating,
      imageSeed: imageSeedOf('picture', album.externalId, position),
    })),
  );
  await rememberImport(tx, 'album', album.externalId, albumId, hash);
  return { albumId, outcome: known ? 'updated' : 'created' };
}
