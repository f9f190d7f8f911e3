import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { actorSearchFilterResponseSchema, actorSearchInitResponseSchema, actorSearchResponseSchema } from '@/lib/contracts/actorsearch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function call(path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/actorsearch/${path}/`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (body === undefined ? GET : POST)(request, { params: Promise.resolve({ area: 'actorsearch', call: path.split('/') }) });
}
const init = async (token: string | null) => actorSearchInitResponseSchema.parse(await (await call('init', token)).json()).data;

describe('§7 actorsearch init, search and filter/delete', () => {
  it('init gives a visitor the default filter (§9 category 3) and the sorts rank and distance', async () => {
    const data = await init(null);
    expect(data.filter).toMatchObject({ searchType: 'default', category: 3, onlineOnly: false });
    expect(data.orders).toEqual(expect.arrayContaining(['rank', 'distance']));
    expect(data.hasGeoLocation).toBe(false);
  });

  it('§9 search type location sorts a guest with a zip nearest first, with distances', async () => {
    const { token } = await freshGuest(rt);
    await POST(
      new Request('http://localhost/rest/v1/geo/setGeoLocation/', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ zip: '10115' }) }),
      { params: Promise.resolve({ area: 'geo', call: ['setGeoLocation'] }) },
    );
    expect((await init(token)).hasGeoLocation).toBe(true);
    const response = await call('search', token, { filter: { searchType: 'location' }, first: 12 });
    expect(response.status).toBe(200);
    const distances = actorSearchResponseSchema.parse(await response.json()).data.items.map((m) => m.modelGuestRelation.distanceToGuest);
    expect(distances.some((d) => d !== null)).toBe(true);
    const known = distances.filter((d): d is number => d !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
  });

  it("keeps a guest's filter for init, and filter/delete brings back the default", async () => {
    const { token } = await freshGuest(rt);
    await call('search', token, { filter: { searchType: 'newGirls', onlineOnly: true } });
    expect((await init(token)).filter).toMatchObject({ searchType: 'newGirls', onlineOnly: true });
    const deleted = actorSearchFilterResponseSchema.parse(await (await call('filter/delete', token, {})).json());
    expect(deleted.data.searchType).toBe('default');
    expect((await init(token)).filter.searchType).toBe('default');
  });

  it('filter/delete needs a guest (401); an unknown sort or search type is a 422', async () => {
    await expectError(await call('filter/delete', null, {}), 401, 'UNAUTHORIZED');
    await expectError(await call('search', null, { filter: { order: 'cheapest' } }), 422, 'VALIDATION_FAILED');
    await expectError(await call('search', null, { filter: { searchType: 'nearby' } }), 422, 'VALIDATION_FAILED');
  });
});
