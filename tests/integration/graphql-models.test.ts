import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/graphql/route';
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

// Answers are read as loose JSON: each test asserts on the few fields it selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GraphqlBody = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, init: { path?: string; token?: string } = {}) {
  const request = new Request(`http://localhost${init.path ?? '/graphql'}?language=de`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

const MODELS = /* GraphQL */ `
  query Models($first: Int, $last: Int, $offset: Int, $order: ModelOrder, $filter: ModelFilterInput, $online: Boolean) {
    models(first: $first, last: $last, offset: $offset, order: $order, filter: $filter, onlineFilter: $online) {
      total
      items { id name slug online registeredSince avatar { url width height } profile { age languages } chatPrices { videoChat { value currency } } }
    }
  }
`;

describe('POST /graphql models (§7 model lists)', () => {
  it('answers on /graphql and on /graphql/ (server.ts adds the slash for Next)', async () => {
    for (const path of ['/graphql', '/graphql/']) {
      const { status, body } = await gql(MODELS, { first: 3 }, { path });
      expect(status, path).toBe(200);
      expect(body.errors, path).toBeUndefined();
      expect(body.data?.models.items).toHaveLength(3);
    }
  });

  it('§9 rank order: online performers first; first and offset page through without overlap', async () => {
    const all = (await gql(MODELS, { first: 100 })).body.data?.models;
    expect(all.total).toBe(all.items.length);
    const online: boolean[] = all.items.map((m: { online: boolean }) => m.online);
    expect(online.indexOf(false) === -1 || !online.slice(online.indexOf(false)).includes(true)).toBe(true);

    const page1 = (await gql(MODELS, { first: 5, offset: 0 })).body.data?.models;
    const page2 = (await gql(MODELS, { first: 5, offset: 5 })).body.data?.models;
    expect(page1.total).toBe(all.total);
    expect([...page1.items, ...page2.items].map((m: { id: number }) => m.id)).toEqual(
      all.items.slice(0, 10).map((m: { id: number }) => m.id),
    );
  });

  it('newest order sorts by registration, newest first', async () => {
    const { items } = (await gql(MODELS, { first: 20, order: 'newest' })).body.data?.models;
    const dates = items.map((m: { registeredSince: string }) => m.registeredSince);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('onlineFilter returns online performers only, and modelTotals agrees', async () => {
    const list = (await gql(MODELS, { first: 100, online: true })).body.data?.models;
    expect(list.items.every((m: { online: boolean }) => m.online)).toBe(true);
    const totals = await gql('{ all: modelTotals { total online } on: modelTotals(onlineFilter: true) { total online } }');
    expect(totals.body.data?.on).toEqual({ total: list.total, online: list.total });
    expect(totals.body.data?.all.online).toBe(list.total);
    expect(totals.body.data?.all.total).toBeGreaterThan(list.total);
  });

  it('last takes the last N of the ordered set', async () => {
    const all = (await gql(MODELS, { first: 100 })).body.data?.models;
    const tail = (await gql(MODELS, { last: 3 })).body.data?.models;
    expect(tail.total).toBe(all.total);
    expect(tail.items.map((m: { id: number }) => m.id)).toEqual(all.items.slice(-3).map((m: { id: number }) => m.id));
  });

  it('first is clamped to 100; negative offsets are a VALIDATION_FAILED error, not a 500', async () => {
    const clamped = await gql(MODELS, { first: 1000 });
    expect(clamped.status).toBe(200);
    expect(clamped.body.data?.models.items.length).toBeLessThanOrEqual(100);
    const negative = await gql(MODELS, { offset: -1 });
    expect(negative.status).toBeLessThan(500);
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('§9 new girls filter: registered within the last 30 days', async () => {
    const { items } = (await gql(MODELS, { first: 100, filter: { newGirls: true } })).body.data?.models;
    const cutoff = Date.now() - 30 * 24 * 3600 * 1000 - 60_000;
    for (const m of items) expect(Date.parse(m.registeredSince)).toBeGreaterThan(cutoff);
  });

  it('a bad query is a 400 with errors, never a 500', async () => {
    const syntax = await gql('{ models(');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.length).toBeGreaterThan(0);
    const unknownField = await gql('{ models { nope } }');
    expect(unknownField.status).toBe(400);
    const wrongType = await gql('{ models(first: "ten") { total } }');
    expect(wrongType.status).toBe(400);
    const wrongVariable = await gql(MODELS, { first: 'ten' });
    expect(wrongVariable.status).toBe(400);
    expect(wrongVariable.body.errors?.length).toBeGreaterThan(0);
  });

  it('a body that is not JSON is a 400, never a 500', async () => {
    const request = new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    const response = await POST(request);
    expect(response.status).toBe(400);
  });

  it('errors never carry stack traces', async () => {
    const { body } = await gql(MODELS, { offset: -5 });
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|stack/);
  });

  it('an invalid bearer token is a 401 with code UNAUTHORIZED', async () => {
    const { status, body } = await gql('{ modelTotals { total } }', {}, { token: 'garbage' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('a valid bearer token is accepted', async () => {
    const { token } = await demoGuestToken(rt);
    for (const path of ['/graphql', '/graphql/']) {
      const { status, body } = await gql('{ modelTotals { total } }', {}, { token, path });
      expect(status, path).toBe(200);
      expect(body.data?.modelTotals.total).toBeGreaterThan(0);
    }
  });

  it('GET serves queries (no mutations exist yet; yoga refuses them over GET)', async () => {
    const url = `http://localhost/graphql/?query=${encodeURIComponent('{ modelTotals { total } }')}`;
    const response = await GET(new Request(url));
    expect(response.status).toBe(200);
  });
});
