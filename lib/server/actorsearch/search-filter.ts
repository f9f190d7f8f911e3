import 'server-only';
import { eq } from 'drizzle-orm';
import { type ActorSearchFilter, actorSearchFilterSchema } from '@/lib/contracts/actorsearch';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestActorSearchFilters } from '@/lib/server/db/schema/geo';

export const DEFAULT_ACTOR_SEARCH_FILTER: ActorSearchFilter = actorSearchFilterSchema.parse({});

/** The guest's stored §7 actorsearch filter, or the default; a stored one that no longer parses is the default. */
export async function storedSearchFilter(db: DbOrTx, guestId: number): Promise<ActorSearchFilter> {
  const [row] = await db.select({ filter: guestActorSearchFilters.filter }).from(guestActorSearchFilters).where(eq(guestActorSearchFilters.guestId, guestId)).limit(1);
  const parsed = actorSearchFilterSchema.safeParse(row?.filter ?? {});
  return parsed.success ? parsed.data : DEFAULT_ACTOR_SEARCH_FILTER;
}

export async function storeSearchFilter(db: DbOrTx, guestId: number, filter: ActorSearchFilter): Promise<void> {
  const set = { filter, updatedAt: new Date() };
  await db
    .insert(guestActorSearchFilters)
    .values({ guestId, ...set })
    .onConflictDoUpdate({ target: guestActorSearchFilters.guestId, set });
}

/** §7 actorsearch filter/delete: back to the default filter. */
export async function deleteSearchFilter(db: DbOrTx, guestId: number): Promise<ActorSearchFilter> {
  await db.delete(guestActorSearchFilters).where(eq(guestActorSearchFilters.guestId, guestId));
  return DEFAULT_ACTOR_SEARCH_FILTER;
}
