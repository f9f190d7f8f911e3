import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { ModelFilter } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { modelConditions } from './model-row';

export type ModelTotals = { total: number; online: number };

/**
 * §7 model totals: how many performers match the filter and how many of them are online,
 * under the same country bans as the list (§6), in one scan.
 */
export async function countModels(
  db: DbOrTx,
  input: { filter?: ModelFilter; onlineOnly?: boolean; viewerCountry?: string | null },
): Promise<ModelTotals> {
  const [row] = await db
    .select({
      total: count(),
      online: sql<number>`count(*) filter (where ${actors.isOnline})`.mapWith(Number),
    })
    .from(actors)
    .where(modelConditions(input));
  return { total: row?.total ?? 0, online: row?.online ?? 0 };
}
