import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { insertDemoAccounts } from './accounts';
import { insertActors } from './actors';
import { insertAlbums } from './albums';
import { insertBonusCodes } from './bonus-codes';
import { insertContent } from './content';
import { seedMissingSections } from './sections';
import { insertTaxonomy } from './taxonomy';
import { insertVideos } from './videos';

export type SeedScale = 'small' | 'default' | 'large';
export type SeedSummary = { actors: number; videos: number; albums: number };

/** small: tests; default: `npm start`; large: benchmarks (SEED_SCALE=large). */
export const SEED_SCALES: Record<SeedScale, SeedSummary> = {
  small: { actors: 40, videos: 300, albums: 60 },
  default: { actors: 300, videos: 3_000, albums: 600 },
  large: { actors: 10_000, videos: 200_000, albums: 20_000 },
};

/** Any constant works; it only has to be the same in every process that may seed. */
const SEED_LOCK_KEY = 0x5eed;

type SeedOptions = {
  scale: SeedScale;
  /** Dates (registration, releases, ratings, online since) are placed relative to this. */
  now?: Date;
};

/**
 * Fills an empty, migrated database with the deterministic demo data: the same scale gives the
 * same performers, videos and albums on every run. One transaction: all of it or nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction((tx) => seedInto(tx, options));
}

/**
 * Seeds only a database without performers, so a second start reuses its data; returns null
 * when there was nothing to do. The advisory lock keeps two processes sharing one PostgreSQL
 * server from seeding twice.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: actors.id }).from(actors).limit(1);
    if (!existing) return seedInto(tx, options);
    // A database seeded before a section (TV, blog, legal texts, …) existed gets that section now.
    await seedMissingSections(tx, { now: options.now ?? new Date(), scale: options.scale });
    return null;
  });
}

async function seedInto(tx: Tx, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const size = SEED_SCALES[options.scale];
  await insertTaxonomy(tx);
  const seededActors = await insertActors(tx, size.actors, now);
  const videoCount = await insertVideos(tx, seededActors, size.videos, now);
  const albumCount = await insertAlbums(tx, seededActors, size.albums, now);
  await insertDemoAccounts(tx, seededActors, now);
  await insertContent(tx, seededActors, now);
  await insertBonusCodes(tx, now);
  await seedMissingSections(tx, { now, scale: options.scale });
  return { actors: seededActors.length, videos: videoCount, albums: albumCount };
}
