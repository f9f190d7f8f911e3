import 'server-only';
import type { ModelFilter, ModelList, ModelOrder } from '@/lib/contracts/actor';
import type { ActorSearchFilter } from '@/lib/contracts/actorsearch';
import { NEWLY_REGISTERED_CATEGORY } from '@/lib/catalog/rules';
import { listModels } from '@/lib/server/catalog/list-models';
import type { DbOrTx } from '@/lib/server/db/client';
import type { LatLong } from '@/lib/server/geo/distance-sql';

/** §9 search types: location sorts by distance, newGirls shows category 88 newest first; an explicit order wins. */
export function searchPlan(filter: ActorSearchFilter): { filter: ModelFilter; order: ModelOrder } {
  const base: ModelFilter = { gender: filter.gender, category: filter.category };
  switch (filter.searchType) {
    case 'location':
      return { filter: base, order: filter.order ?? 'distance' };
    case 'newGirls':
      return { filter: { ...base, category: NEWLY_REGISTERED_CATEGORY }, order: filter.order ?? 'newest' };
    case 'default':
    case 'custom':
      return { filter: base, order: filter.order ?? 'rank' };
  }
}

/** §7 actorsearch search: one page of performers, each with distanceToGuest when the guest has a location. */
export async function searchActors(
  db: DbOrTx,
  input: { filter: ActorSearchFilter; first: number; offset: number; viewerCountry: string | null; guestLocation: LatLong | null },
): Promise<ModelList> {
  const plan = searchPlan(input.filter);
  return listModels(db, {
    ...plan,
    first: input.first,
    offset: input.offset,
    onlineOnly: input.filter.onlineOnly,
    viewerCountry: input.viewerCountry,
    guestLocation: input.guestLocation,
  });
}
