import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { globalSearchResultSchema } from '@/lib/contracts/search';
import { guestSearches } from '@/lib/server/db/schema/content';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { demoGuestToken } from './guest-token';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function rest(path: string, init: RequestInit = {}) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...rest] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  return GET(new Request(url, init), { params: Promise.resolve({ area, call: rest.map(decodeURIComponent) }) });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GraphqlBody = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const request = new Request('http://localhost/graphql?language=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const response = await graphqlPost(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

const searchResult = dataEnvelope(globalSearchResultSchema);

describe('GET /rest/v1/search/searchResult/search/{language}/{searchPattern} (§7)', () => {
  it('answers the §3 global search result in the language of the path', async () => {
    const response = await rest('search/searchResult/search/de/lunaskai');
    expect(response.status).toBe(200);
    const body = searchResult.parse(await response.json());
    expect(body.data.tooShort).toBe(false);
    expect(body.data.actors.items[0]).toMatchObject({ name: 'LunaSky', link: '/de/amateur/lunasky/', imageAspect: 1 });
    expect(body.data.videos.link).toBe('/de/suche/videos/lunaskai/');
  });

  it('§5: a pattern under 3 characters is not an error: an empty result with tooShort', async () => {
    const response = await rest('search/searchResult/search/en/ab');
    expect(response.status).toBe(200);
    const body = searchResult.parse(await response.json());
    expect(body.data).toMatchObject({ tooShort: true, actors: { count: 0, items: [] }, videos: { count: 0 } });
  });

  it('an unknown language is a 400', async () => {
    const response = await rest('search/searchResult/search/fr/lunasky');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('BAD_REQUEST');
  });

  it('a pattern longer than 100 characters is a 422', async () => {
    const response = await rest(`search/searchResult/search/en/${'a'.repeat(101)}`);
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it.each(["'; drop table actors; --", '<script>alert(1)</script>', 'a/b c%d?e'])('treats %s as text', async (pattern) => {
    const response = await rest(`search/searchResult/search/en/${encodeURIComponent(pattern)}`);
    expect(response.status).toBe(200);
    expect(searchResult.parse(await response.json()).data.searchPattern).toBe(pattern);
  });
});

const GLOBAL = /* GraphQL */ `
  query Global($p: String!) {
    globalSearch(searchPattern: $p) {
      searchPattern tooShort
      proposals { type label link }
      actors { count link items { name imageUrl imageAspect link online mobileVideoCall } }
      videos { type count countCapped link items { id title link actorName } }
      mediathek { type count link items { id } }
      blog { type count link items { id } }
    }
  }
`;

describe('GraphQL search (§7)', () => {
  it('globalSearch answers the §3 shape; a misspelled name finds the performer', async () => {
    const { status, body } = await gql(GLOBAL, { p: 'lunaskai' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const result = body.data?.globalSearch;
    expect(result.actors.items[0].name).toBe('LunaSky');
    expect(result.proposals[0]).toMatchObject({ type: 'actor', label: 'LunaSky' });
    expect(result.mediathek).toEqual({ type: 'mediathek', count: 0, link: '/en/search/videos/lunaskai/#search-mediathek', items: [] });
    expect(result.blog.count).toBe(0);
  });

  it('searchProposals and the per-type searches take first, offset, order and filter', async () => {
    const { body } = await gql(/* GraphQL */ `
      query {
        searchProposals(searchPattern: "luna") { tooShort items { type label } }
        searchModels(searchPattern: "luna", first: 2, order: rank, filter: { gender: F }) { tooShort total items { name online } }
        searchVideos(searchPattern: "City", first: 3, offset: 0, order: newest, filter: { types: [premium] }) { total items { id title free releasedAt } }
        searchAsmr(searchPattern: "City") { total items { id } }
        searchMediathek(searchPattern: "City") { tooShort total items { id } }
        searchBlog(searchPattern: "ab") { tooShort total }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(body.data?.searchProposals.items.length).toBeGreaterThan(0);
    expect(body.data?.searchModels.items.length).toBeLessThanOrEqual(2);
    const videos = body.data?.searchVideos.items as { free: boolean; releasedAt: string }[];
    expect(videos.every((v) => !v.free)).toBe(true);
    expect(videos.map((v) => v.releasedAt)).toEqual([...videos.map((v) => v.releasedAt)].sort().reverse());
    expect(body.data?.searchAsmr.items.length).toBeLessThanOrEqual(3);
    // The media centre has content now (§2): "City" finds the series City Lights.
    expect(body.data?.searchMediathek).toMatchObject({ tooShort: false, total: expect.any(Number) });
    expect(body.data?.searchMediathek.total).toBeGreaterThan(0);
    expect(body.data?.searchMediathek.items.length).toBe(Math.min(body.data?.searchMediathek.total, 30));
    expect(body.data?.searchBlog).toEqual({ tooShort: true, total: 0 });
  });

  it('bad input: a wrong argument type is a 400, an argument out of range VALIDATION_FAILED', async () => {
    const wrongType = await gql('query { globalSearch(searchPattern: 42) { tooShort } }');
    expect(wrongType.status).toBe(400);
    const negative = await gql('query { searchVideos(searchPattern: "City", first: -1) { total } }');
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const tooLong = await gql(GLOBAL, { p: 'x'.repeat(101) });
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('§5: storeSearchPattern needs a guest token (401) and keeps the last 3, newest first, no duplicates', async () => {
    const STORE = 'mutation Store($p: String!) { storeSearchPattern(searchPattern: $p) { stored lastSearches } }';
    const anonymous = await gql(STORE, { p: 'beach' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await gql('query { lastSearches }')).body.data?.lastSearches).toEqual([]);

    const { guestId, token } = await demoGuestToken(rt);
    for (const p of ['beach', 'yoga', 'Beach', 'luna', 'kitchen']) await gql(STORE, { p }, token);
    const short = await gql(STORE, { p: 'ab' }, token);
    expect(short.body.data?.storeSearchPattern).toEqual({ stored: false, lastSearches: ['kitchen', 'luna', 'Beach'] });
    expect((await gql('query { lastSearches }', {}, token)).body.data?.lastSearches).toEqual(['kitchen', 'luna', 'Beach']);
    // Only 3 are kept, not merely shown.
    const kept = await rt.db.select({ pattern: guestSearches.pattern }).from(guestSearches).where(eq(guestSearches.guestId, guestId));
    expect(kept).toHaveLength(3);
  });
});
