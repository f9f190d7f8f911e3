import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';

/** A seeded performer with videos and a §6 banned country: the fixture of the ban tests. */
export async function bannedPerformerWithVideos(db: Db): Promise<{ id: number; country: string }> {
  const [row] = await db
    .select({ id: actors.id, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0 and exists (select 1 from videos v where v.actor_id = ${actors.id})`)
    .limit(1);
  if (!row?.codes[0]) throw new Error('the seed needs a banned performer with videos');
  return { id: row.id, country: row.codes[0] };
}
