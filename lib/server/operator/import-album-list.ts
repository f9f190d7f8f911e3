import 'server-only';
import { eq } from 'drizzle-orm';
import { type ImportAlbumWithOwner, importAlbumSchema } from '@/lib/contracts/operator-import';
import type { Db, Tx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { importAlbum } from './import-albums';
import { findImported, type ImportOutcome, recordError } from './import-records';

export type ImportedAlbum = { externalId: string; actorId: number; albumId: number; outcome: ImportOutcome };

/** The album's performer: by the external id of an earlier actor import, else by our id. */
async function ownerOf(tx: Tx, album: ImportAlbumWithOwner, path: string): Promise<number> {
  if (album.actorExternalId) {
    const known = await findImported(tx, 'actor', album.actorExternalId);
    if (!known) throw recordError(`${path}.actorExternalId`, 'No performer was imported with this external id.');
    return known.localId;
  }
  if (album.actorId) {
    const [row] = await tx.select({ id: actors.id }).from(actors).where(eq(actors.id, album.actorId));
    if (!row) throw recordError(`${path}.actorId`, 'No performer has this id.');
    return row.id;
  }
  throw recordError(path, 'Name the performer with actorExternalId or actorId.');
}

/** §7 internal album_import: albums with pictures, all or nothing, idempotent by external id. */
export async function importAlbumList(db: Db, records: ImportAlbumWithOwner[], now = new Date()): Promise<ImportedAlbum[]> {
  return db.transaction(async (tx) => {
    const results: ImportedAlbum[] = [];
    for (const [index, record] of records.entries()) {
      // The album's own fields, without the owner's (the record was parsed already: no new errors here).
      const album = importAlbumSchema.parse(record);
      const actorId = await ownerOf(tx, record, `albums.${index}`);
      results.push({ externalId: record.externalId, actorId, ...(await importAlbum(tx, actorId, album, now)) });
    }
    return results;
  });
}
