import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { listVideos } from '@/lib/server/catalog/list-videos';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { bought, fund, plainVideo, seedVideos } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const BOUGHT = /* GraphQL */ `
  query Bought($filter: VideoFilterInput, $category: String) {
    videos(first: 50, filter: $filter, category: $category) { total items { id } }
  }
`;

async function boughtOverGraphql(token: string | null, variables: Record<string, unknown>) {
  const response = await POST(
    new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: BOUGHT, variables }),
    }),
  );
  const body = (await response.json()) as { data: { videos: { total: number; items: { id: number }[] } } };
  return body.data.videos;
}

describe('§5 bought videos: the viewer\'s own purchases, never anyone else\'s', () => {
  it('after a guest buys two paid videos, boughtVideos and the bought filter type list exactly those for him; another guest and a visitor see none', async () => {
    const [first, second] = await seedVideos(rt, plainVideo, 2);
    const buyer = await freshGuest(rt);
    const other = await freshGuest(rt);
    await fund(rt, buyer.guestId, 10_000);
    await bought(buyer.token, first!.id);
    await bought(buyer.token, second!.id);
    const ids = [first!.id, second!.id].sort((a, b) => a - b);

    const service = await listVideos(rt.db, { category: 'boughtVideos', first: 50, offset: 0, viewerGuestId: buyer.guestId });
    expect(service.total).toBe(2);
    expect(service.items.map((v) => v.id).sort((a, b) => a - b)).toEqual(ids);

    const mine = await boughtOverGraphql(buyer.token, { category: 'boughtVideos' });
    expect(mine.items.map((v) => v.id).sort((a, b) => a - b)).toEqual(ids);
    const byType = await boughtOverGraphql(buyer.token, { filter: { types: ['bought'] } });
    expect(byType.total).toBe(2);

    // The count cache is per guest for bought lists: the other guest's answer is not the buyer's.
    expect(await boughtOverGraphql(other.token, { category: 'boughtVideos' })).toEqual({ total: 0, items: [] });
    expect(await boughtOverGraphql(null, { category: 'boughtVideos' })).toEqual({ total: 0, items: [] });
  });
});
