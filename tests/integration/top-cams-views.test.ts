import { desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { topCamListSchema } from '@/lib/contracts/top-cam';
import { getTopCamStandings } from '@/lib/server/catalog/models/top-cam-standing';
import { listTopCams } from '@/lib/server/catalog/models/top-cams';
import { clearCached } from '@/lib/server/catalog/ttl-cache';
import { actorChatRatings, actorFeatures, actorPrices, actors } from '@/lib/server/db/schema/actors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

const DAY = 86_400_000;
let rt: AppRuntime;
/** Ten satisfied ratings in the window: shown, and 100 %. */
let exactlyTen: number;
/** Nine recent ratings plus old ones: fewer than 10 in the window, never shown. */
let nineRecent: number;

beforeAll(async () => {
  rt = await startTestRuntime();
  const picked = await rt.db.select({ id: actors.id }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) = 0`).orderBy(desc(actors.id)).limit(2);
  if (picked.length < 2) throw new Error('the seed needs two performers');
  [exactlyTen, nineRecent] = picked.map((p) => p.id) as [number, number];
  await rt.db.delete(actorChatRatings).where(sql`${actorChatRatings.actorId} in (${exactlyTen}, ${nineRecent})`);
  const at = (days: number) => new Date(Date.now() - days * DAY);
  await rt.db.insert(actorChatRatings).values([
    ...Array.from({ length: 10 }, (_, i) => ({ actorId: exactlyTen, satisfied: true, ratedAt: at(1 + i * 8) })),
    ...Array.from({ length: 9 }, (_, i) => ({ actorId: nineRecent, satisfied: true, ratedAt: at(2 + i) })),
    // Outside the 90-day window: they must not count.
    ...Array.from({ length: 20 }, (_, i) => ({ actorId: nineRecent, satisfied: true, ratedAt: at(95 + i) })),
  ]);
  clearCached(rt.db);
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** Ratings of each performer in the last 90 days, straight from the table. */
async function windowCounts(): Promise<Map<number, number>> {
  const rows = await rt.db
    .select({ actorId: actorChatRatings.actorId, n: sql<number>`count(*)::int` })
    .from(actorChatRatings)
    .where(gte(actorChatRatings.ratedAt, sql`now() - interval '90 days'`))
    .groupBy(actorChatRatings.actorId);
  return new Map(rows.map((r) => [r.actorId, r.n]));
}

describe('best chats (§5 "ratings are shown only with at least 10 ratings in the 90-day window")', () => {
  it('lists only performers with at least 10 ratings in the last 90 days, every one of them', async () => {
    const { items } = await listTopCams(rt.db, { view: 'bestChats' });
    const counts = await windowCounts();
    const qualified = [...counts].filter(([, n]) => n >= 10).map(([id]) => id);
    expect(items.length).toBe(Math.min(100, qualified.length));
    for (const item of items) {
      expect(counts.get(item.id)).toBeGreaterThanOrEqual(10);
      expect(item.ratingCount).toBe(counts.get(item.id));
    }
    expect(items.map((i) => i.id)).toContain(exactlyTen);
    expect(items.map((i) => i.id)).not.toContain(nineRecent);
  });

  it('is sorted by satisfaction rate, best first, with places 1, 2, 3 …', async () => {
    const { items } = await listTopCams(rt.db, { view: 'bestChats' });
    const rates = items.map((i) => i.satisfactionRate ?? -1);
    expect(rates.every((r) => r >= 0)).toBe(true);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    expect(items.map((i) => i.position)).toEqual(items.map((_, k) => k + 1));
    expect(items.find((i) => i.id === exactlyTen)?.satisfactionRate).toBe(100);
  });

  it('other views show no rating for a performer below 10 ratings in the window (old ratings do not count)', async () => {
    for (const view of ['top100', 'favorites', 'videoCall'] as const) {
      const entry = (await listTopCams(rt.db, { view })).items.find((i) => i.id === nineRecent);
      if (entry) {
        expect(entry.ratingCount, view).toBeNull();
        expect(entry.satisfactionRate, view).toBeNull();
      }
    }
    const all = (await listTopCams(rt.db, { view: 'top100' })).items;
    expect(all.some((i) => i.ratingCount !== null && i.ratingCount < 10)).toBe(false);
  });
});

describe('top 100, favourites and top video call', () => {
  it('favourites are sorted by pinnedCount, most pinned first', async () => {
    const { items } = await listTopCams(rt.db, { view: 'favorites' });
    const pinned = items.map((i) => i.pinnedCount);
    expect(items.length).toBeGreaterThan(1);
    expect([...pinned].sort((a, b) => b - a)).toEqual(pinned);
    const [top] = await rt.db.select({ n: actors.pinnedCount }).from(actors).orderBy(desc(actors.pinnedCount)).limit(1);
    expect(pinned[0]).toBe(top?.n);
  });

  it('top 100 follows rank points and holds at most 100 entries, matching the §3 top cam contract', async () => {
    const list = await listTopCams(rt.db, { view: 'top100' });
    expect(() => topCamListSchema.parse(list)).not.toThrow();
    expect(list.items.length).toBeLessThanOrEqual(100);
    const expected = await rt.db.select({ id: actors.id }).from(actors).orderBy(desc(actors.rankPoints), actors.id).limit(100);
    expect(list.items.map((i) => i.id)).toEqual(expected.map((e) => e.id));
    expect(list.items[0]?.profileLink).toMatch(/^\/amateur\/[^/]+\/$/);
  });

  it('top video call lists mobile-video-call performers by video-call ranking, priced from actor_prices.video_call', async () => {
    const { items } = await listTopCams(rt.db, { view: 'videoCall' });
    const rows = await rt.db
      .select({ id: actors.id, points: actors.rankingPointsVideoCall, price: actorPrices.videoCall })
      .from(actors)
      .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
      .innerJoin(actorPrices, eq(actorPrices.actorId, actors.id))
      .where(eq(actorFeatures.mobileVideoCall, true))
      .orderBy(desc(actors.rankingPointsVideoCall), actors.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).toEqual(rows.slice(0, 100).map((r) => r.id));
    items.forEach((item, k) => {
      expect(item.rankingPointsVideoCall).toBe(rows[k]?.points);
      expect(item.videocallPrice).toEqual({ value: rows[k]?.price, currency: 'EUR' });
    });
  });

  it('§6: a banned performer is left out for that country and the places close up', async () => {
    const before = (await listTopCams(rt.db, { view: 'top100' })).items;
    const [first, second] = before;
    if (!first || !second) throw new Error('need two entries');
    await rt.db.update(actors).set({ bannedCountryCodes: ['IT'] }).where(eq(actors.id, first.id));
    clearCached(rt.db);
    const italian = (await listTopCams(rt.db, { view: 'top100', viewerCountry: 'it' })).items;
    expect(italian.map((i) => i.id)).not.toContain(first.id);
    expect(italian[0]).toMatchObject({ id: second.id, position: 1 });
    await rt.db.update(actors).set({ bannedCountryCodes: [] }).where(eq(actors.id, first.id));
    clearCached(rt.db);
  });

  it('the profile standing gives her place in each view and the entries around her', async () => {
    const top = (await listTopCams(rt.db, { view: 'top100' })).items;
    const middle = top[10];
    if (!middle) throw new Error('need 11 entries');
    const standings = await getTopCamStandings(rt.db, { actorId: middle.id });
    expect(standings.map((s) => s.view)).toEqual(['top100', 'favorites', 'bestChats', 'videoCall']);
    const top100 = standings[0];
    expect(top100?.position).toBe(11);
    expect(top100?.around.map((e) => e.position)).toEqual([9, 10, 11, 12, 13]);
    const video = standings[3];
    // She is in the video call view exactly when she takes mobile video calls (fewer than 100 do).
    const [features] = await rt.db.select({ on: actorFeatures.mobileVideoCall }).from(actorFeatures).where(eq(actorFeatures.actorId, middle.id));
    expect(video?.position === null).toBe(!features?.on);
  });
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await POST(
    new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: Record<string, unknown> }[] } };
}

describe('GraphQL topCams(view, first) (§7)', () => {
  it('answers each view with §3 top cam fields, first limiting the entries', async () => {
    const { status, body } = await gql(`{ topCams(view: favorites, first: 3) { position id name profileLink online onlineVideocall age
      previewPicture { url width height } avatarPicture { url } spokenLanguages pinnedCount ratingCount satisfactionRate
      rankingPointsVideoCall videocallPrice { value currency } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.topCams).toHaveLength(3);
    expect(body.data.topCams[0].position).toBe(1);
  });

  it('first is clamped to 100', async () => {
    const { body } = await gql('{ topCams(first: 500) { id } }');
    expect(body.data.topCams.length).toBeLessThanOrEqual(100);
  });

  it('an unknown view is a 400; a negative first is VALIDATION_FAILED, never a 500', async () => {
    expect((await gql('{ topCams(view: worst) { id } }')).status).toBe(400);
    expect((await gql('query($v: TopCamView) { topCams(view: $v) { id } }', { v: 'nope' })).status).toBe(400);
    const negative = await gql('{ topCams(first: -1) { id } }');
    expect(negative.status).toBeLessThan(500);
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
