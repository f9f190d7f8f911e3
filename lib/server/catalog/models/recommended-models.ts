import 'server-only';
import { and, asc, desc, ne } from 'drizzle-orm';
import type { ModelListItem } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { modelConditions, selectModelRows, toModelListItem } from '../model-row';
import { loadSedcardImages } from '../sedcard-images';

export type RecommendedModelsInput = {
  first: number;
  /** The performer whose page shows the recommendations: never recommended to herself. */
  excludeActorId?: number | null;
  viewerCountry?: string | null;
};

/**
 * §7 actor recommended models (§9 default 4, age rating 16: tile images are rated 16 at most):
 * online performers first, then by rank, the given performer left out, §6 bans applied.
 */
export async function listRecommendedModels(db: DbOrTx, input: RecommendedModelsInput): Promise<ModelListItem[]> {
  if (input.first <= 0) return [];
  const rows = await selectModelRows(db)
    .where(
      and(
        modelConditions({ viewerCountry: input.viewerCountry }),
        input.excludeActorId != null ? ne(actors.id, input.excludeActorId) : undefined,
      ),
    )
    .orderBy(desc(actors.isOnline), desc(actors.rankPoints), asc(actors.id))
    .limit(input.first);
  const sedcards = await loadSedcardImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toModelListItem(row, sedcards.get(row.id) ?? []));
}
