import 'server-only';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { ModelFilter, ModelList, ModelOrder } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { distanceKmSql, type LatLong } from '@/lib/server/geo/distance-sql';
import { countModels } from './count-models';
import { modelConditions, selectModelRows, toModelListItem } from './model-row';
import { loadSedcardImages } from './sedcard-images';

export type ListModelsInput = {
  first: number;
  offset: number;
  order: ModelOrder;
  filter?: ModelFilter;
  onlineOnly?: boolean;
  /** The guest's country (§6 bans); null or absent for anonymous visitors. */
  viewerCountry?: string | null;
  /** §3 the guest's geoLocation: each item gets distanceToGuest and 'distance' orders by it. */
  guestLocation?: LatLong | null;
};

/**
 * §9 actor orders. 'rank': online first, then rank points (index actors_online_rank_idx).
 * 'distance': nearest first for a guest with a location (performers without one last); without
 * a guest location there is nothing to measure from, so it falls back to rank.
 * 'newest' follows actors_registered_idx; 'name' the unique slug index (the slug is the
 * lowercased name). Every order ends on the id so pages never repeat or skip a performer.
 */
function orderBy(order: ModelOrder, distance: SQL | null): SQL[] {
  if (order === 'distance' && distance) return [sql`${distance} asc nulls last`, asc(actors.id)];
  switch (order) {
    case 'newest':
      return [desc(actors.registeredAt), desc(actors.id)];
    case 'name':
      return [asc(actors.slug), asc(actors.id)];
    case 'rank':
    case 'distance':
      return [desc(actors.isOnline), desc(actors.rankPoints), asc(actors.id)];
  }
}

/** The page query alone (ORDER BY, LIMIT, OFFSET on the filtered set): listModels runs it; tests EXPLAIN it. */
export function modelPageQuery(db: DbOrTx, input: ListModelsInput) {
  const distance = input.guestLocation ? distanceKmSql(input.guestLocation, actors.latitude, actors.longitude) : null;
  return selectModelRows(db, { distanceKm: distance ?? sql<number | null>`null::float8`.mapWith((v: unknown) => (v === null ? null : Number(v))) })
    .where(modelConditions(input))
    .orderBy(...orderBy(input.order, distance))
    .limit(Math.max(0, input.first))
    .offset(Math.max(0, input.offset));
}

/**
 * The model list of §3: one LIMIT/OFFSET query for the page, one for its sedcards, and the total
 * from countModels (cached 60 s per filter and country). No `count(*) over ()`: that would read
 * the whole filtered set on every page view.
 */
export async function listModels(db: DbOrTx, input: ListModelsInput): Promise<ModelList> {
  const [rows, totals] = await Promise.all([
    input.first > 0 ? modelPageQuery(db, input) : Promise.resolve([]),
    countModels(db, input),
  ]);
  const sedcards = await loadSedcardImages(
    db,
    rows.map((r) => r.id),
  );
  return { total: totals.total, items: rows.map((row) => toModelListItem(row, sedcards.get(row.id) ?? [], row.distanceKm)) };
}
