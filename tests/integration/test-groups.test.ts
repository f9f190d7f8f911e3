import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { guestSessionResponseSchema } from '@/lib/contracts/guest-session';
import { videoRecommendations } from '@/lib/server/catalog/videos/recommendations';
import { asc, lte, sql } from 'drizzle-orm';
import { guestTestGroups } from '@/lib/server/db/schema/test-groups';
import type { AppRuntime } from '@/lib/server/runtime';
import { drawTestGroup, RECOMMENDED_VIDEO_FILTER_TEST_ID } from '@/lib/server/test-groups/running-tests';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { purchases } from '@/lib/server/db/schema/purchases';
import { videos } from '@/lib/server/db/schema/catalog';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

async function session(token: string, cookie?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (cookie) headers.cookie = cookie;
  const response = await GET(new Request('http://localhost/rest/v1/guest/session/', { headers }), { params: Promise.resolve({ area: 'guest', call: ['session'] }) });
  expect(response.status).toBe(200);
  return guestSessionResponseSchema.parse(await response.json()).data;
}

const stored = (guestId: number) => rt.db.select().from(guestTestGroups).where(eq(guestTestGroups.guestId, guestId));

const RECOMMEND = /* GraphQL */ `query R($albumId: Int) { videoRecommendations(albumId: $albumId, first: 50) { id } }`;
async function recommendedFor(token: string, albumId: number): Promise<number[]> {
  const response = await graphqlPost(
    new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: RECOMMEND, variables: { albumId } }),
    }),
  );
  return ((await response.json()) as { data: { videoRecommendations: { id: number }[] } }).data.videoRecommendations.map((v) => v.id);
}

describe('§3 testGroups in the guest session, §9 recommended video filter test (id 50)', () => {
  it('a guest is drawn into test 50 once: the session names the group, the row is stored, later sessions keep it', async () => {
    const { guestId, token } = await freshGuest(rt);
    const first = await session(token);
    expect(first.testGroups).toEqual([{ testId: RECOMMENDED_VIDEO_FILTER_TEST_ID, group: drawTestGroup(guestId, RECOMMENDED_VIDEO_FILTER_TEST_ID) }]);
    expect(first.isTestDevice).toBe(false);
    expect(await stored(guestId)).toHaveLength(1);
    // The stored group wins over the draw (a group changed by hand, or drawn by an older rule).
    const other = drawTestGroup(guestId, RECOMMENDED_VIDEO_FILTER_TEST_ID) === 1 ? 0 : 1;
    await rt.db.update(guestTestGroups).set({ testGroup: other }).where(eq(guestTestGroups.guestId, guestId));
    expect((await session(token)).testGroups).toEqual([{ testId: RECOMMENDED_VIDEO_FILTER_TEST_ID, group: other }]);
  });

  it('"a test device is detected by a query flag": with its cookie the session says so, shows the variant and records nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    const device = await session(token, 'cc=f0a0; tdev=1');
    expect(device).toMatchObject({ isTestDevice: true, testGroups: [{ testId: RECOMMENDED_VIDEO_FILTER_TEST_ID, group: 1 }] });
    expect(await stored(guestId)).toEqual([]);
  });

  it('the draw splits guests about evenly and is the same for the same guest', () => {
    const groups = Array.from({ length: 2000 }, (_, i) => drawTestGroup(i + 1, RECOMMENDED_VIDEO_FILTER_TEST_ID));
    const variant = groups.filter((g) => g === 1).length;
    expect(variant).toBeGreaterThan(900);
    expect(variant).toBeLessThan(1100);
    expect(drawTestGroup(42, 50)).toBe(drawTestGroup(42, 50));
  });

  it('the variant group\'s recommendations leave out the videos the guest bought; the control group\'s keep them', async () => {
    const candidates = await rt.db.select({ id: videos.id }).from(videos).where(lte(videos.releasedAt, sql`now()`)).orderBy(asc(videos.id)).limit(40);
    let start = 0;
    let recommended: number[] = [];
    for (const { id } of candidates) {
      recommended = (await videoRecommendations(rt.db, { albumId: id, first: 50 })).map((v) => v.id);
      if (recommended.length > 0) {
        start = id;
        break;
      }
    }
    expect(recommended.length).toBeGreaterThan(0);
    const owned = recommended[0]!;
    const control = await freshGuest(rt);
    const variant = await freshGuest(rt);
    for (const [guest, group] of [[control, 0], [variant, 1]] as const) {
      await rt.db.insert(guestTestGroups).values({ guestId: guest.guestId, testId: RECOMMENDED_VIDEO_FILTER_TEST_ID, testGroup: group });
      await rt.db.insert(purchases).values({ guestId: guest.guestId, itemType: 'video', itemId: owned, source: 'gift', price: 0 });
    }
    expect(await recommendedFor(control.token, start)).toContain(owned);
    const forVariant = await recommendedFor(variant.token, start);
    expect(forVariant).not.toContain(owned);
    expect(forVariant.length).toBeGreaterThan(0);
  });
});
