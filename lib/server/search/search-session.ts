import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';

/**
 * pg_trgm `<%`/`%>` (the only trigram operator the search uses): the pattern against the
 * best-matching stretch of a name or title. 0.5 lets one or two typos through ("lunaskai",
 * "beahc"); short patterns need a closer match, or three letters would pull in every title
 * sharing two of their trigrams ("mia" would find "Midnight").
 */
export function wordSimilarityThreshold(pattern: string): number {
  return [...pattern].length >= 5 ? 0.5 : 0.7;
}

/**
 * The pattern as the indexes see it, computed once by the database's own search_norm() (lower
 * case, accents removed), so every query compares with plain parameters and the planner folds no
 * function calls. `squeezed` has no spaces: "Luna Sky" should find the stage name "LunaSky".
 */
export type SearchTerms = { folded: string; squeezed: string };

/**
 * Runs the queries of one search in one transaction with its settings LOCAL to it (nothing leaks
 * to other statements):
 * - the trigram threshold: the `%>` operator reads it, and only the operator (not the
 *   similarity functions) can use the GIN indexes of 0002_search.sql;
 * - no sequential scans: every search query starts from a GIN index or a primary key. Without
 *   statistics (PGlite has no autovacuum) the planner may otherwise prefer a scan that evaluates
 *   to_tsvector() on every row, or hash-join all 10,000 performers for a page of 30 videos.
 */
export function withSearchSession<T>(db: DbOrTx, pattern: string, run: (tx: DbOrTx, terms: SearchTerms) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(wordSimilarityThreshold(pattern))}, true),
        set_config('enable_seqscan', 'off', true),
        search_norm(${pattern}) as folded, search_norm(${pattern.replace(/\s+/g, '')}) as squeezed`,
    );
    // Both drivers (PGlite, node-postgres) answer execute() with `{ rows }`.
    const row = (result as unknown as { rows: { folded?: unknown; squeezed?: unknown }[] }).rows[0];
    const terms = { folded: String(row?.folded ?? ''), squeezed: String(row?.squeezed ?? '') };
    return run(tx, terms);
  });
}
