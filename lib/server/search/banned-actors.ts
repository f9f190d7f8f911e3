import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';

/**
 * §6: the performers the viewer's country must not see — a short list (a ban is the exception),
 * so video and album hits are filtered with `actor_id <> all(list)` instead of a join with every
 * performer. Callers cache it with the search results.
 */
export async function bannedActorIds(db: DbOrTx, viewerCountry: string | null): Promise<number[]> {
  if (!viewerCountry) return [];
  // The array-containment form of notBannedFor (model-row.ts), so actors_banned_countries_idx serves it.
  const code = viewerCountry.toUpperCase();
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(sql`${actors.bannedCountryCodes} @> array[${code}]::text[]`);
  return rows.map((row) => row.id);
}
