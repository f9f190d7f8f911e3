import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACTOR_SEARCH_CATEGORY, NEWLY_REGISTERED_CATEGORY } from '@/lib/catalog/rules';
import { modelListSchema } from '@/lib/contracts/actor';
import { countModels } from '@/lib/server/catalog/count-models';
import { listModels, modelPageQuery } from '@/lib/server/catalog/list-models';
import { listRecommendedModels } from '@/lib/server/catalog/models/recommended-models';
import { clearCached } from '@/lib/server/catalog/ttl-cache';
import { actorFeatures, actors } from '@/lib/server/db/schema/actors';
import { actorCategories, categories } from '@/lib/server/db/schema/catalog';
import { camShows } from '@/lib/server/db/schema/content';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
const ALL = 1000;

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

async function ids(query: Promise<{ id: number }[]>): Promise<Set<number>> {
  return new Set((await query).map((r) => r.id));
}

describe('listing by chat availability (§2 /free-chat/, /cams/, /cam-shows/)', () => {
  it('cams lists exactly the online performers', async () => {
    const list = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { availability: 'cams' } });
    const expected = await ids(rt.db.select({ id: actors.id }).from(actors).where(eq(actors.isOnline, true)));
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((m) => m.online)).toBe(true);
    expect(new Set(list.items.map((m) => m.id))).toEqual(expected);
    expect(list.total).toBe(expected.size);
  });

  it('free chat lists exactly the performers who are online AND offer free chat', async () => {
    const list = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { availability: 'freeChat' } });
    const expected = await ids(
      rt.db
        .select({ id: actors.id })
        .from(actors)
        .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
        .where(and(eq(actors.isOnline, true), eq(actorFeatures.freeChat, true))),
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(list.items.map((m) => m.id))).toEqual(expected);
    expect(list.total).toBe(expected.size);
  });

  it('free chat never lists an offline performer, even with free chat switched on', async () => {
    const [offline] = await rt.db.select({ id: actors.id }).from(actors).where(eq(actors.isOnline, false)).limit(1);
    if (!offline) throw new Error('the seed needs an offline performer');
    await rt.db.update(actorFeatures).set({ freeChat: true }).where(eq(actorFeatures.actorId, offline.id));
    clearCached(rt.db);
    const list = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { availability: 'freeChat' } });
    expect(list.items.map((m) => m.id)).not.toContain(offline.id);
    await rt.db.update(actorFeatures).set({ freeChat: false }).where(eq(actorFeatures.actorId, offline.id));
  });

  it('cam shows lists exactly the performers with a show running now or still to come (never past or internal ones only)', async () => {
    const [past] = await rt.db
      .select({ id: actors.id })
      .from(actors)
      .where(sql`not exists (select 1 from cam_shows s where s.actor_id = ${actors.id})`)
      .limit(1);
    if (!past) throw new Error('the seed needs a performer without shows');
    const hour = 3_600_000;
    await rt.db.insert(camShows).values([
      { actorId: past.id, title: 'Over', startsAt: new Date(Date.now() - 3 * hour), endsAt: new Date(Date.now() - 2 * hour), price: 499, capacity: 10 },
      { actorId: past.id, title: 'Staff only', startsAt: new Date(Date.now() + hour), endsAt: new Date(Date.now() + 2 * hour), price: 499, capacity: 10, isInternal: true },
    ]);
    clearCached(rt.db);
    const list = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { availability: 'camShows' } });
    const expected = await ids(
      rt.db
        .selectDistinct({ id: camShows.actorId })
        .from(camShows)
        .where(and(gt(camShows.endsAt, new Date()), eq(camShows.isInternal, false))),
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(list.items.map((m) => m.id))).toEqual(expected);
    expect(list.items.map((m) => m.id)).not.toContain(past.id);
  });

  it('§6: a performer banned for the viewer country is in no availability listing for that viewer', async () => {
    const [online] = await rt.db.select({ id: actors.id }).from(actors).where(eq(actors.isOnline, true)).limit(1);
    if (!online) throw new Error('the seed needs an online performer');
    await rt.db.update(actors).set({ bannedCountryCodes: ['FR'] }).where(eq(actors.id, online.id));
    await rt.db.update(actorFeatures).set({ freeChat: true }).where(eq(actorFeatures.actorId, online.id));
    await rt.db.insert(camShows).values({
      actorId: online.id,
      title: 'Soon',
      startsAt: new Date(Date.now() + 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
      price: 0,
      isFree: true,
      capacity: 10,
    });
    clearCached(rt.db);
    for (const availability of ['cams', 'freeChat', 'camShows'] as const) {
      const visitor = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { availability } });
      const french = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { availability }, viewerCountry: 'fr' });
      expect(visitor.items.map((m) => m.id), availability).toContain(online.id);
      expect(french.items.map((m) => m.id), availability).not.toContain(online.id);
      expect(french.total, availability).toBe(visitor.total - 1);
    }
  });
});

describe('§9 search categories and orders', () => {
  it('§9 "default actor search category 3": every performer', async () => {
    const all = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank' });
    const three = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { category: DEFAULT_ACTOR_SEARCH_CATEGORY } });
    expect(three.total).toBe(all.total);
    expect(three.items.map((m) => m.id)).toEqual(all.items.map((m) => m.id));
  });

  it('§9 "newly registered category 88": registered within the last 30 days, same as the newGirls filter', async () => {
    const list = await listModels(rt.db, { first: ALL, offset: 0, order: 'newest', filter: { category: NEWLY_REGISTERED_CATEGORY } });
    const flag = await listModels(rt.db, { first: ALL, offset: 0, order: 'newest', filter: { newGirls: true } });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.map((m) => m.id)).toEqual(flag.items.map((m) => m.id));
    const cutoff = Date.now() - 30 * 86_400_000 - 60_000;
    for (const m of list.items) expect(Date.parse(m.registeredSince)).toBeGreaterThan(cutoff);
  });

  it('performer categories have ids from 101, so they never meet the search categories 3 and 88', async () => {
    const rows = await rt.db.select({ id: categories.id }).from(categories);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.id).toBeGreaterThanOrEqual(101);
  });

  it('a performer category id lists its performers, the same as its slug', async () => {
    const [category] = await rt.db.select({ id: categories.id, slug: categories.slug }).from(categories).orderBy(categories.id).limit(1);
    if (!category) throw new Error('no categories');
    const byId = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { category: category.id } });
    const bySlug = await listModels(rt.db, { first: ALL, offset: 0, order: 'rank', filter: { categorySlug: category.slug } });
    const expected = await ids(
      rt.db.select({ id: actorCategories.actorId }).from(actorCategories).where(eq(actorCategories.categoryId, category.id)),
    );
    expect(new Set(byId.items.map((m) => m.id))).toEqual(expected);
    expect(bySlug.items.map((m) => m.id)).toEqual(byId.items.map((m) => m.id));
  });

  it('an unknown category slug lists nobody', async () => {
    const list = await listModels(rt.db, { first: 10, offset: 0, order: 'rank', filter: { categorySlug: 'no-such-category' } });
    expect(list).toEqual({ total: 0, items: [] });
  });

  it('§9 actor orders: distance falls back to rank until guests have a location', async () => {
    const rank = await listModels(rt.db, { first: 20, offset: 0, order: 'rank' });
    const distance = await listModels(rt.db, { first: 20, offset: 0, order: 'distance' });
    expect(distance.items.map((m) => m.id)).toEqual(rank.items.map((m) => m.id));
  });

  it('gender and types filter the list', async () => {
    const couples = await listModels(rt.db, { first: ALL, offset: 0, order: 'name', filter: { types: ['FM', 'FF'] } });
    const expected = await ids(rt.db.select({ id: actors.id }).from(actors).where(sql`${actors.type} in ('FM', 'FF')`));
    expect(new Set(couples.items.map((m) => m.id))).toEqual(expected);
  });
});

describe('model items and totals', () => {
  it('§9 "avatar age rating 16" on every model item', async () => {
    const list = await listModels(rt.db, { first: 10, offset: 0, order: 'rank' });
    expect(() => modelListSchema.parse(list)).not.toThrow();
    for (const m of list.items) expect(m.avatarAgeRating).toBe(16);
  });

  it('totals are cached for 60 s per (filter, country): a new performer shows up in the total only after the cache is cleared', async () => {
    clearCached(rt.db);
    const before = await countModels(rt.db, { filter: { gender: 'M' } });
    const [changed] = await rt.db.select({ id: actors.id }).from(actors).where(eq(actors.gender, 'F')).limit(1);
    if (!changed) throw new Error('no performer');
    await rt.db.update(actors).set({ gender: 'M' }).where(eq(actors.id, changed.id));
    expect((await countModels(rt.db, { filter: { gender: 'M' } })).total).toBe(before.total);
    // Another country is another entry, counted afresh.
    expect((await countModels(rt.db, { filter: { gender: 'M' }, viewerCountry: 'PT' })).total).toBe(before.total + 1);
    clearCached(rt.db);
    expect((await countModels(rt.db, { filter: { gender: 'M' } })).total).toBe(before.total + 1);
    await rt.db.update(actors).set({ gender: 'F' }).where(eq(actors.id, changed.id));
    clearCached(rt.db);
  });

  it('the page query is LIMIT/OFFSET over the filtered set, with no window count (count(*) over ()) reading all of it', async () => {
    const { sql: text, params } = modelPageQuery(rt.db, { first: 30, offset: 30, order: 'rank', filter: { availability: 'cams' } }).toSQL();
    expect(text).not.toMatch(/over \(\)/i);
    const client = (rt.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
    const plan = (await client.query(`explain ${text}`, params)).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toMatch(/Limit/);
    expect(plan).not.toMatch(/WindowAgg/);
  });

  it('§7 recommended models: online first, the given performer left out, §6 bans applied', async () => {
    const all = await listRecommendedModels(rt.db, { first: 8 });
    const [first] = all;
    if (!first) throw new Error('no recommendations');
    const without = await listRecommendedModels(rt.db, { first: 8, excludeActorId: first.id });
    expect(without.map((m) => m.id)).not.toContain(first.id);
    expect(without).toHaveLength(8);
    const online = without.map((m) => m.online);
    expect(online.indexOf(false) === -1 || !online.slice(online.indexOf(false)).includes(true)).toBe(true);
  });
});
