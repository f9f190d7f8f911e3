import 'server-only';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { ModelFilter, ModelList, ModelOrder } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
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
};

/**
 * §9 actor orders. 'rank': online first, then rank points. 'distance' needs the guest's
 * location, which we do not have yet, so it falls back to rank. Every order ends on the id so
 * pages never repeat or skip a performer.
 */
function orderBy(order: ModelOrder): SQL[] {
  switch (order) {
    case 'newest':
      return [desc(actors.registeredAt), desc(actors.id)];
    case 'name':
      return [asc(sql`lower(${actors.name})`), asc(actors.id)];
    case 'rank':
    case 'distance':
      return [desc(actors.isOnline), desc(actors.rankPoints), asc(actors.id)];
  }
}

/** The model list of §3 with the total of the filtered set: one query plus one for sedcards. */
export async function listModels(db: DbOrTx, input: ListModelsInput): Promise<ModelList> {
  const where = modelConditions(input);
  const rows = await selectModelRows(db, { total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .where(where)
    .orderBy(...orderBy(input.order))
    .limit(Math.max(0, input.first))
    .offset(Math.max(0, input.offset));

  // The window count rides on the rows; past the end (or first = 0) count separately.
  const total = rows[0]?.total ?? (await countModels(db, input)).total;
  const sedcards = await loadSedcardImages(
    db,
    rows.map((r) => r.id),
  );
  return { total, items: rows.map((row) => toModelListItem(row, sedcards.get(row.id) ?? [])) };
}
