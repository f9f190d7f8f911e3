import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { ImportActor } from '@/lib/contracts/operator-import';
import type { Db, Tx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { importAlbum } from './import-albums';
import { contentHash, findImported, type ImportOutcome, imageSeedOf, recordError, rememberImport } from './import-records';

export type ImportedActor = { externalId: string; actorId: number; outcome: ImportOutcome; albums: { externalId: string; albumId: number; outcome: ImportOutcome }[] };

const genderOf = { F: 'F', FF: 'F', M: 'M', FM: 'N', S: 'N' } as const;

/** The performer's own rows (actors, profile, prices, features); `known` is her id from an earlier import. */
async function writeActor(tx: Tx, record: ImportActor, known: number | null, path: string): Promise<number> {
  const slug = record.name.toLowerCase();
  const [clash] = await tx
    .select({ id: actors.id })
    .from(actors)
    .where(known === null ? eq(actors.slug, slug) : and(eq(actors.slug, slug), ne(actors.id, known)));
  if (clash) throw recordError(`${path}.name`, 'Another performer already has this stage name.');

  const base = { name: record.name, slug, gender: genderOf[record.type], type: record.type };
  const profile = {
    birthDate: record.birthDate,
    countryCode: record.countryCode,
    city: record.city,
    spokenLanguages: record.spokenLanguages,
    aboutMe: record.aboutMe,
    heightCm: record.heightCm,
    hairColor: record.hairColor,
    eyeColor: record.eyeColor,
  };
  if (known !== null) {
    await tx.update(actors).set(base).where(eq(actors.id, known));
    await tx.update(actorProfiles).set(profile).where(eq(actorProfiles.actorId, known));
    await tx.update(actorPrices).set(record.prices).where(eq(actorPrices.actorId, known));
    return known;
  }
  const [row] = await tx
    .insert(actors)
    .values({ ...base, imageSeed: imageSeedOf('actor', record.externalId) })
    .returning({ id: actors.id });
  if (!row) throw new Error('actor insert returned no id');
  await tx.insert(actorProfiles).values({ actorId: row.id, ...profile });
  await tx.insert(actorPrices).values({ actorId: row.id, ...record.prices });
  await tx.insert(actorFeatures).values({ actorId: row.id });
  return row.id;
}

/**
 * §7 internal actor_import_full: performers with profiles, prices and albums, in ONE transaction
 * (a record that cannot be stored is a 422 naming it and nothing is written). Idempotent by the
 * external ids: the same payload again answers `unchanged` for every record and writes nothing.
 */
export async function importActors(db: Db, records: ImportActor[], now = new Date()): Promise<ImportedActor[]> {
  return db.transaction(async (tx) => {
    const results: ImportedActor[] = [];
    for (const [index, record] of records.entries()) {
      const path = `actors.${index}`;
      const { albums: albumRecords, ...own } = record;
      const hash = contentHash(own);
      const known = await findImported(tx, 'actor', record.externalId);
      let actorId = known?.localId ?? null;
      let outcome: ImportOutcome = 'unchanged';
      if (!known || known.contentHash !== hash) {
        actorId = await writeActor(tx, record, actorId, path);
        await rememberImport(tx, 'actor', record.externalId, actorId, hash);
        outcome = known ? 'updated' : 'created';
      }
      if (actorId === null) throw new Error('actor id missing after import');
      const albums = [];
      for (const album of albumRecords) albums.push({ externalId: album.externalId, ...(await importAlbum(tx, actorId, album, now)) });
      results.push({ externalId: record.externalId, actorId, outcome, albums });
    }
    return results;
  });
}
