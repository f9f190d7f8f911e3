import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Category } from '@/lib/contracts/category';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { actorCategories, categories } from '@/lib/server/db/schema/catalog';
import { notBannedFor } from '../model-row';
import { cached } from '../ttl-cache';

/** Counts may be a minute old, like the list totals. */
const CATEGORY_COUNTS_TTL_MS = 60_000;

/** Performers per category under the viewer's bans (§6), one grouped query, cached per country. */
function categoryCounts(db: DbOrTx, viewerCountry: string | null): Promise<Map<number, number>> {
  return cached(db, JSON.stringify(['categoryCounts', viewerCountry]), CATEGORY_COUNTS_TTL_MS, async () => {
    const rows = await db
      .select({ categoryId: actorCategories.categoryId, n: count() })
      .from(actorCategories)
      .innerJoin(actors, eq(actors.id, actorCategories.actorId))
      .where(notBannedFor(viewerCountry))
      .groupBy(actorCategories.categoryId);
    return new Map(rows.map((r) => [r.categoryId, r.n]));
  });
}

/** §7 categories: every performer category in its editorial order, named in `language`, with its model count. */
export async function listCategories(
  db: DbOrTx,
  input: { language: Locale; viewerCountry?: string | null },
): Promise<Category[]> {
  const country = input.viewerCountry?.toUpperCase() ?? null;
  const [rows, counts] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, names: categories.names })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    categoryCounts(db, country),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.names[input.language] ?? row.names.en,
    modelCount: counts.get(row.id) ?? 0,
  }));
}

/** The category of a slug (case-insensitive), or null: the page answers an unknown slug with a 404. */
export async function findCategory(
  db: DbOrTx,
  input: { slug: string; language: Locale; viewerCountry?: string | null },
): Promise<Category | null> {
  const [row] = await db
    .select({ id: categories.id, slug: categories.slug, names: categories.names })
    .from(categories)
    .where(eq(categories.slug, input.slug.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const counts = await categoryCounts(db, input.viewerCountry?.toUpperCase() ?? null);
  return { id: row.id, slug: row.slug, name: row.names[input.language] ?? row.names.en, modelCount: counts.get(row.id) ?? 0 };
}
