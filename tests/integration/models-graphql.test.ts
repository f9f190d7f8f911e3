import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await POST(
    new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Body };
}

const ids = (list: { items: { id: number }[] }) => list.items.map((m) => m.id);

describe('§7 model lists in three versions, one resolver', () => {
  it('models, modelsV2 and modelsV3 answer the same list for the same arguments', async () => {
    const { body } = await gql(`query($f: ModelFilterInput) {
      a: models(first: 12, offset: 3, filter: $f) { total items { id } }
      b: modelsV2(first: 12, offset: 3, filter: $f) { total items { id } }
      c: modelsV3(first: 12, offset: 3, filter: $f) { total items { id } }
    }`, { f: { availability: 'cams' } });
    expect(body.errors).toBeUndefined();
    expect(ids(body.data.b)).toEqual(ids(body.data.a));
    expect(ids(body.data.c)).toEqual(ids(body.data.a));
    expect(body.data.c.total).toBe(body.data.a.total);
  });

  it('the availability filter and the online filter agree for cams', async () => {
    const { body } = await gql(`{
      cams: models(first: 100, filter: { availability: cams }) { total items { id online } }
      online: models(first: 100, onlineFilter: true) { total items { id } }
    }`);
    expect(body.data.cams.items.every((m: { online: boolean }) => m.online)).toBe(true);
    expect(ids(body.data.cams)).toEqual(ids(body.data.online));
  });

  it('§9 search types: preset newGirls is category 88, newest first; an explicit order wins', async () => {
    const { body } = await gql(`{
      preset: models(first: 100, preset: newGirls) { total items { id registeredSince } }
      category: models(first: 100, order: newest, filter: { category: 88 }) { total items { id } }
      byName: models(first: 100, preset: newGirls, order: name) { items { name } }
      totals: modelTotals(preset: newGirls) { total }
    }`);
    expect(ids(body.data.preset)).toEqual(ids(body.data.category));
    expect(body.data.totals.total).toBe(body.data.preset.total);
    const dates = body.data.preset.items.map((m: { registeredSince: string }) => m.registeredSince);
    expect([...dates].sort().reverse()).toEqual(dates);
    const names = body.data.byName.items.map((m: { name: string }) => m.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });

  it('preset location orders by distance, which falls back to rank', async () => {
    const { body } = await gql('{ a: models(first: 10, preset: location) { items { id } } b: models(first: 10, order: rank) { items { id } } }');
    expect(ids(body.data.a)).toEqual(ids(body.data.b));
  });

  it('§9 avatar age rating 16 on model items', async () => {
    const { body } = await gql('{ models(first: 5) { items { avatarAgeRating } } }');
    for (const m of body.data.models.items) expect(m.avatarAgeRating).toBe(16);
  });
});

describe('§7 recommended models (§9 defaults: 4, age rating 16)', () => {
  it('4 by default, online first, never the given performer', async () => {
    const first = (await gql('{ recommendedModels { id online } }')).body.data.recommendedModels;
    expect(first).toHaveLength(4);
    const excluded = first[0].id;
    const { body } = await gql('query($id: Int) { recommendedModels(first: 8, actorId: $id) { id online } }', { id: excluded });
    expect(body.data.recommendedModels).toHaveLength(8);
    expect(body.data.recommendedModels.map((m: { id: number }) => m.id)).not.toContain(excluded);
    const online = body.data.recommendedModels.map((m: { online: boolean }) => m.online);
    expect(online.indexOf(false) === -1 || !online.slice(online.indexOf(false)).includes(true)).toBe(true);
  });

  it('an age rating below 16 is VALIDATION_FAILED (tile images are rated 16)', async () => {
    const { status, body } = await gql('{ recommendedModels(ageRating: 12) { id } }');
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('GraphQL argument validation: bad input is a 4xx, never a 500', () => {
  it('unknown enum values (preset, availability, order) are a 400', async () => {
    expect((await gql('{ models(preset: everything) { total } }')).status).toBe(400);
    expect((await gql('{ models(filter: { availability: voyeur }) { total } }')).status).toBe(400);
    expect((await gql('query($o: ModelOrder) { models(order: $o) { total } }', { o: 'random' })).status).toBe(400);
  });

  it('a wrongly typed category is a 400; an out-of-range one is VALIDATION_FAILED', async () => {
    expect((await gql('{ models(filter: { category: "blonde" }) { total } }')).status).toBe(400);
    const zero = await gql('{ models(filter: { category: 0 }) { total } }');
    expect(zero.status).toBeLessThan(500);
    expect(zero.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('a too long category slug is VALIDATION_FAILED', async () => {
    const { body } = await gql('query($s: String) { modelTotals(filter: { categorySlug: $s }) { total } }', { s: 'x'.repeat(200) });
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
