import 'server-only';
import { and, desc, sql } from 'drizzle-orm';
import { MAX_PROPOSALS } from '@/lib/catalog/rules';
import type { SearchProposal } from '@/lib/contracts/search';
import { tags } from '@/lib/server/db/schema/catalog';
import type { SearchRun } from './search-run';
import { searchPageLink } from './search-links';

const MAX_ACTOR_PROPOSALS = 5;

/** Tag names in the guest's language containing the pattern (tags_names_trgm_idx prefilters). */
async function tagNames(run: SearchRun): Promise<string[]> {
  const { language } = run.input;
  const { folded } = run.terms;
  const name = sql<string>`${tags.names} ->> ${language}`;
  const score = sql<number>`word_similarity(${folded}, search_norm(${name}))`;
  const rows = await run.db
    .select({ name })
    .from(tags)
    .where(and(sql`search_norm(${tags.names}::text) %> ${folded}`, sql`search_norm(${name}) %> ${folded}`))
    .orderBy(desc(score), tags.id)
    .limit(MAX_PROPOSALS);
  return rows.map((row) => row.name);
}

export async function findProposals(run: SearchRun): Promise<SearchProposal[]> {
  const [actors, tagLabels] = await Promise.all([run.actors(), tagNames(run)]);
  const { language } = run.input;
  const seen = new Set<string>();
  const proposals: SearchProposal[] = [];
  const add = (type: SearchProposal['type'], label: string) => {
    const key = label.toLowerCase();
    if (seen.has(key) || proposals.length >= MAX_PROPOSALS) return;
    seen.add(key);
    proposals.push({ type, label, link: searchPageLink(language, label) });
  };
  for (const actor of actors.slice(0, MAX_ACTOR_PROPOSALS)) add('actor', actor.name);
  for (const label of tagLabels) add('tag', label);
  return proposals;
}
