import type { Tx } from '@/lib/server/db/client';

/** What a section seeder gets: the seed's clock and scale, and the performers already in the database. */
export type SeedSectionContext = { now: Date; scale: 'small' | 'default' | 'large' };

/**
 * A part of the demo data that lives in its own tables (TV, the media centre, legal texts, the
 * blog, …). A section is seeded with a fresh database and also into a database seeded before the
 * section existed: `seeded` tells whether its tables already hold data, so a second start never
 * seeds it twice. Deterministic like the rest of the seed (lib/server/db/seed/prng.ts).
 */
export type SeedSection = {
  name: string;
  seeded: (tx: Tx) => Promise<boolean>;
  insert: (tx: Tx, context: SeedSectionContext) => Promise<void>;
};
