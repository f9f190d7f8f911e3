/** A completion proposal as the search box shows it (lib/contracts/search.ts SearchProposal). */
export type Proposal = { type: 'actor' | 'tag'; label: string };

const QUERY = 'query Proposals($p: String!) { searchProposals(searchPattern: $p) { tooShort items { type label } } }';

function isProposal(value: unknown): value is Proposal {
  if (typeof value !== 'object' || value === null) return false;
  const { type, label } = value as Record<string, unknown>;
  return (type === 'actor' || type === 'tag') && typeof label === 'string';
}

/**
 * §7 searchProposals over the GraphQL endpoint with a plain fetch, not lib/api/query.ts: its
 * zod schemas would weigh on every page, and the search box counts toward the first-load budget. The answer is checked by hand; anything unexpected is "no proposals".
 */
export async function fetchProposals(pattern: string, language: string, signal: AbortSignal): Promise<Proposal[]> {
  const response = await fetch(`/graphql?language=${encodeURIComponent(language)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { p: pattern } }),
    signal,
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: { searchProposals?: { items?: unknown } } };
  const items = body.data?.searchProposals?.items;
  return Array.isArray(items) ? items.filter(isProposal) : [];
}
