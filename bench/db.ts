import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '@/lib/server/db/client';
import { enablePreparedStatements } from '@/lib/server/db/pglite-prepared';
import { schema } from '@/lib/server/db/schema';

export type RecordedQuery = { sql: string; params: unknown[] };

/**
 * The bench's own view of the server's data folder, opened after the server has stopped (PGlite
 * is one process per folder). Every statement the services send is recorded for EXPLAIN.
 */
export async function openBenchDatabase(dataDir: string): Promise<{ db: Db; client: PGlite; recorded: RecordedQuery[]; close(): Promise<void> }> {
  const client = new PGlite(path.resolve(dataDir), { extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  // The same driver set-up as the server's (lib/server/db/client.ts), so the figures are the product's.
  if (process.env.PGLITE_PREPARED !== '0') enablePreparedStatements(client);
  const recorded: RecordedQuery[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) } }) as unknown as Db;
  return { db, client, recorded, close: () => client.close() };
}

/** Tables large enough at SEED_SCALE=large that a sequential scan is a bug. */
const BIG_TABLES = ['videos', 'albums', 'pictures', 'video_tags', 'actor_chat_ratings', 'album_comments'];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.includes(node['Relation Name'])) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

/** EXPLAIN (no ANALYZE) of a recorded statement: the sequential scans on big tables it would do. */
export async function explainSeqScans(client: Pick<PGlite, 'query'>, query: RecordedQuery): Promise<string[]> {
  const result = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${query.sql}`, query.params as never[]);
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  return plan ? seqScans(plan) : [];
}
