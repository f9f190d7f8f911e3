import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { vip30HistoryResponseSchema, vipBonusDaysResponseSchema } from '@/lib/contracts/vip';
import { insertBenefit } from '@/lib/server/bonus/grant-benefits';
import { videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { berlinMonth } from '@/lib/server/vip/vip-months';
import { vipVideosOfMonth } from '@/lib/server/vip/vip-videos-of-month';
import { vip30ValueHistory } from '@/lib/server/vip/vip30-value-history';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

const DAY = 86_400_000;

function call(area: string, path: string, init: { token?: string; query?: string } = {}) {
  const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
  const request = new Request(`http://localhost/rest/v1/${area}/${path}${init.query ?? ''}`, { method: 'GET', headers });
  return GET(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}

/** Sums every released vip30 video per Berlin month, read row by row: an independent count of what the service aggregates. */
async function expectedByMonth(): Promise<Map<string, { videos: number; value: number }>> {
  const rows = await rt.db.select({ releasedAt: videos.releasedAt, price: videos.price }).from(videos).where(eq(videos.isVip30Offer, true));
  const sums = new Map<string, { videos: number; value: number }>();
  for (const row of rows) {
    if (row.releasedAt.getTime() > Date.now()) continue;
    const { year, month } = berlinDayOf(row.releasedAt);
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const sum = sums.get(key) ?? { videos: 0, value: 0 };
    sums.set(key, { videos: sum.videos + 1, value: sum.value + row.price });
  }
  return sums;
}

/** A copy of an existing paid video, with the given flags, price and release. */
async function addVideo(values: { isVip30Offer: boolean; price: number; releasedAt: Date }) {
  const [source] = await rt.db.select().from(videos).where(eq(videos.isFree, false)).limit(1);
  if (!source) throw new Error('the seed has paid videos');
  const copy: Partial<typeof source> = { ...source };
  delete copy.id;
  const [row] = await rt.db.insert(videos).values({ ...(copy as Omit<typeof source, 'id'>), ...values, basePrice: values.price, title: 'VIP30 test video' }).returning({ id: videos.id });
  return row!.id;
}

describe('§7 VIP30 value history', () => {
  it('sums the prices of each past month’s vip30 videos, per Berlin month, for 12 months', async () => {
    const now = new Date();
    const history = await vip30ValueHistory(rt.db, now);
    expect(history.months).toHaveLength(12);
    expect(history.months[0]!.month).toBe(berlinMonth(now, -1).month);
    expect(history.months[11]!.month).toBe(berlinMonth(now, -12).month);
    const expected = await expectedByMonth();
    for (const month of history.months) {
      const sum = expected.get(month.month) ?? { videos: 0, value: 0 };
      expect({ month: month.month, videos: month.videos, value: month.value.value }).toEqual({ month: month.month, ...sum });
    }
    expect(history.months.some((month) => month.videos > 0)).toBe(true);
  });

  it('a new vip30 video of a past month adds its price to that month only; other videos and other months do not count', async () => {
    const now = new Date();
    const target = berlinMonth(now, -3);
    const before = await vip30ValueHistory(rt.db, now);
    // The first minute of the month in Berlin, and one minute before it (the month before).
    await addVideo({ isVip30Offer: true, price: 1234, releasedAt: new Date(target.start.getTime() + 60_000) });
    await addVideo({ isVip30Offer: true, price: 777, releasedAt: new Date(target.start.getTime() - 60_000) });
    await addVideo({ isVip30Offer: false, price: 999, releasedAt: new Date(target.start.getTime() + DAY) });
    await addVideo({ isVip30Offer: true, price: 555, releasedAt: new Date(now.getTime() - 15 * 400 * DAY) });
    const after = await vip30ValueHistory(rt.db, now);
    const delta = after.months.map((month, i) => ({ month: month.month, videos: month.videos - before.months[i]!.videos, value: month.value.value - before.months[i]!.value.value }));
    expect(delta[2]).toEqual({ month: target.month, videos: 1, value: 1234 });
    expect(delta[3]).toEqual({ month: berlinMonth(now, -4).month, videos: 1, value: 777 });
    expect(delta.filter((_, i) => i !== 2 && i !== 3).every((d) => d.videos === 0 && d.value === 0)).toBe(true);
  });

  it('REST vipClub/valueHistory and GraphQL vip30ValueHistory answer the same months; a test day moves them; a bad day is refused', async () => {
    const rest = vip30HistoryResponseSchema.parse(await (await call('vipClub', 'valueHistory')).json()).data;
    expect(rest).toEqual(await vip30ValueHistory(rt.db, new Date()));
    const moved = vip30HistoryResponseSchema.parse(await (await call('vipClub', 'valueHistory', { query: '?qmday=2026-03-29' })).json()).data;
    expect(moved.months[0]!.month).toBe('2026-02');
    expect(moved.months[11]!.month).toBe('2025-03');
    expect((await call('vipClub', 'valueHistory', { query: '?qmday=2026-02-30' })).status).toBe(422);

    const request = new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ vip30ValueHistory(qmday: "2026-03-29") { month videos value { value currency } } }' }),
    });
    const body = (await (await graphqlPost(request)).json()) as { data: { vip30ValueHistory: unknown[] } };
    expect(body.data.vip30ValueHistory).toEqual(moved.months);
  });
});

describe('§2 VIP videos this month', () => {
  it('lists the vip30 videos released in the Berlin month so far, newest first, and nothing else', async () => {
    const now = new Date();
    const id = await addVideo({ isVip30Offer: true, price: 499, releasedAt: new Date(now.getTime() - 60_000) });
    const other = await addVideo({ isVip30Offer: false, price: 499, releasedAt: new Date(now.getTime() - 60_000) });
    const month = await vipVideosOfMonth(rt.db, now, null);
    expect(month.month).toBe(berlinMonth(now).month);
    const ids = month.videos.map((video) => video.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(other);
    const { start } = berlinMonth(now);
    for (const video of month.videos) {
      expect(video.isVip30Offer).toBe(true);
      expect(new Date(video.releasedAt).getTime()).toBeGreaterThanOrEqual(start.getTime());
    }
  });
});

describe('§3 bonus days', () => {
  it('lists the guest’s VIP days, their total and the end of the running ones; visitors get a 401', async () => {
    const { guestId, token } = await freshGuest(rt);
    const empty = vipBonusDaysResponseSchema.parse(await (await call('vipClub', 'bonusDays', { token })).json()).data;
    expect(empty).toEqual({ totalDays: 0, activeUntil: null, permanent: false, grants: [] });
    const now = new Date();
    await rt.db.transaction(async (tx) => {
      await insertBenefit(tx, guestId, { kind: 'vip', days: 1, actorId: null, mediaId: null }, now);
      await insertBenefit(tx, guestId, { kind: 'vip', days: 3, actorId: null, mediaId: null }, now);
      await insertBenefit(tx, guestId, { kind: 'premium', days: 5, actorId: null, mediaId: null }, now);
    });
    const days = vipBonusDaysResponseSchema.parse(await (await call('vipClub', 'bonusDays', { token })).json()).data;
    expect(days.totalDays).toBe(4);
    expect(days.grants.map((grant) => grant.days).sort()).toEqual([1, 3]);
    // Days stack: 1 + 3 days from now.
    expect(Math.abs(new Date(days.activeUntil!).getTime() - (now.getTime() + 4 * DAY))).toBeLessThan(5_000);
    expect((await call('vipClub', 'bonusDays')).status).toBe(401);
    const other = await freshGuest(rt);
    expect(vipBonusDaysResponseSchema.parse(await (await call('vipClub', 'bonusDays', { token: other.token })).json()).data.totalDays).toBe(0);
  });
});
