import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { ModelFilter } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { modelConditions } from './model-row';
import { cached } from './ttl-cache';

export type ModelTotals = { total: number; online: number };

export type CountModelsInput = { filter?: ModelFilter; onlineOnly?: boolean; viewerCountry?: string | null };

/** Totals may be a minute old: a list's page count does not need to follow every login. */
export const MODEL_COUNT_TTL_MS = 60_000;

/** The cache key of a count: the filter in a fixed key order, online-only and the country. */
export function modelCountKey(input: CountModelsInput): string {
  const f = input.filter ?? {};
  return JSON.stringify([
    'models',
    f.gender ?? null,
    f.types ? [...f.types].sort() : null,
    f.newGirls ?? false,
    f.categorySlug ?? null,
    f.category ?? null,
    f.availability ?? null,
    input.onlineOnly ?? false,
    input.viewerCountry?.toUpperCase() ?? null,
  ]);
}

/**
 * §7 model totals: how many performers match the filter and how many of them are online, under
 * the same country bans as the list (§6), in one scan; cached 60 s per (filter, country).
 */
export async function countModels(db: DbOrTx, input: CountModelsInput): Promise<ModelTotals> {
  return cached(db, modelCountKey(input), MODEL_COUNT_TTL_MS, async () => {
    const [row] = await db
      .select({
        total: count(),
        online: sql<number>`count(*) filter (where ${actors.isOnline})`.mapWith(Number),
      })
      .from(actors)
      .where(modelConditions(input));
    return { total: row?.total ?? 0, online: row?.online ?? 0 };
  });
}
