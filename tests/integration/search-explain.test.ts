import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/db/client';
import { globalSearch } from '@/lib/server/search/global-search';
import { loadSearchPage } from '@/lib/server/search/search-page';
import type { AppRuntime } from '@/lib/server/runtime';
import { inRolledBackTransaction, recordingDb } from '@/tests/helpers/explain-session';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

/**
 * "search … indexed": every statement the search sends is EXPLAINed with the session
 * settings it runs under (lib/server/search/search-session.ts sets enable_seqscan off, so the
 * tiny test seed plans like the large one). The pattern lookups must use the GIN indexes of
 * drizzle/0002_search.sql, and no statement may scan a catalogue table sequentially.
 */

type Recorded = { sql: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function walk(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  found.push(node);
  for (const child of node.Plans ?? []) walk(child, found);
  return found;
}

/** Runs `search` on a recording connection, then EXPLAINs each statement in the same session settings. */
async function plansOf(search: (db: Db) => Promise<unknown>): Promise<{ sql: string; nodes: PlanNode[] }[]> {
  const recorded: Recorded[] = [];
  const db = recordingDb(rt, (sql, params) => void recorded.push({ sql, params }));
  await search(db);
  const plans: { sql: string; nodes: PlanNode[] }[] = [];
  await inRolledBackTransaction(rt, async (query) => {
    for (const statement of recorded) {
      if (/^(begin|commit|rollback)/i.test(statement.sql)) continue;
      if (statement.sql.startsWith('select set_config')) {
        await query(statement.sql, statement.params);
        continue;
      }
      const rows = await query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${statement.sql}`, statement.params);
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (plan) plans.push({ sql: statement.sql, nodes: walk(plan) });
    }
  });
  return plans;
}

const indexesOf = (plans: { nodes: PlanNode[] }[]) => new Set(plans.flatMap((p) => p.nodes.map((n) => n['Index Name']).filter(Boolean)));
const seqScansOf = (plans: { nodes: PlanNode[] }[]) =>
  plans.flatMap((p) => p.nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== 'tags').map((n) => n['Relation Name']));

describe('search queries use the GIN indexes (EXPLAIN)', () => {
  it('a whole-word search: performer names by trigram, video and album titles by full text', async () => {
    const plans = await plansOf((db) => globalSearch(db, { searchPattern: 'City', language: 'en', viewerCountry: 'DE' }, null));
    const used = indexesOf(plans);
    expect(used).toContain('actors_name_trgm_idx');
    expect(used).toContain('videos_fts_idx');
    expect(used).toContain('albums_fts_idx');
    expect(seqScansOf(plans)).toEqual([]);
  });

  it('a misspelled name uses the performer trigram index; a misspelled title word the title trigram indexes', async () => {
    const name = await plansOf((db) => loadSearchPage(db, { searchPattern: 'lunaskai', language: 'en', viewerCountry: null, page: 1, order: 'relevance' }, null));
    expect(indexesOf(name)).toContain('actors_name_trgm_idx');
    expect(seqScansOf(name)).toEqual([]);
    // "Balcny": no title has the word and no performer is called so: the titles are matched typo-tolerantly.
    const plans = await plansOf((db) => loadSearchPage(db, { searchPattern: 'Balcny', language: 'en', viewerCountry: null, page: 1, order: 'relevance' }, null));
    const used = indexesOf(plans);
    expect(used).toContain('actors_name_trgm_idx');
    expect(used).toContain('videos_title_trgm_idx');
    expect(used).toContain('albums_title_trgm_idx');
    expect(seqScansOf(plans)).toEqual([]);
  });

  it('tag proposals are prefiltered by the trigram index on tag names', async () => {
    const plans = await plansOf((db) => globalSearch(db, { searchPattern: 'outdoor', language: 'de', viewerCountry: null }, null));
    expect(plans.find((p) => p.sql.includes('"tags"."names"'))?.nodes.map((n) => n['Index Name'])).toContain('tags_names_trgm_idx');
  });
});
