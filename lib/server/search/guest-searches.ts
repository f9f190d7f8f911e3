import 'server-only';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { LAST_SEARCHES_KEPT } from '@/lib/catalog/rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestSearches } from '@/lib/server/db/schema/content';
import { isSearchable, normalizePattern } from './normalize';

/** §5/§9: a logged-in guest's last 3 searches, newest first, no duplicates. */
export async function listLastSearches(db: DbOrTx, guestId: number): Promise<string[]> {
  const rows = await db
    .select({ pattern: guestSearches.pattern })
    .from(guestSearches)
    .where(eq(guestSearches.guestId, guestId))
    .orderBy(desc(guestSearches.searchedAt), desc(guestSearches.id))
    .limit(LAST_SEARCHES_KEPT);
  return rows.map((row) => row.pattern);
}

/**
 * §5: "a request is stored only if at least 3 characters; the last 3 are kept, newest first,
 * no duplicates". A repeated pattern (any case) moves to the front instead of being doubled.
 */
export async function storeSearchPattern(
  db: DbOrTx,
  guestId: number,
  searchPattern: string,
): Promise<{ stored: boolean; lastSearches: string[] }> {
  const pattern = normalizePattern(searchPattern);
  if (!isSearchable(pattern)) return { stored: false, lastSearches: await listLastSearches(db, guestId) };
  return db.transaction(async (tx) => {
    const mine = eq(guestSearches.guestId, guestId);
    await tx.delete(guestSearches).where(and(mine, sql`lower(${guestSearches.pattern}) = lower(${pattern})`));
    await tx.insert(guestSearches).values({ guestId, pattern, searchedAt: sql`clock_timestamp()` });
    const keep = tx
      .select({ id: guestSearches.id })
      .from(guestSearches)
      .where(mine)
      .orderBy(desc(guestSearches.searchedAt), desc(guestSearches.id))
      .limit(LAST_SEARCHES_KEPT);
    await tx.delete(guestSearches).where(and(mine, notInArray(guestSearches.id, keep)));
    return { stored: true, lastSearches: await listLastSearches(tx, guestId) };
  });
}
