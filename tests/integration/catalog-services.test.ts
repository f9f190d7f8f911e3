import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorProfileSchema, modelListSchema } from '@/lib/contracts/actor';
import { videoTileSchema } from '@/lib/contracts/video';
import { countModels } from '@/lib/server/catalog/count-models';
import { getActorProfile } from '@/lib/server/catalog/get-actor-profile';
import { listModels } from '@/lib/server/catalog/list-models';
import { listActorVideos, listNewVideos } from '@/lib/server/catalog/list-videos';
import { actors } from '@/lib/server/db/schema/actors';
import { actorCategories, categories, videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let banned: { id: number; name: string; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db
    .select({ id: actors.id, name: actors.name, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0`)
    .limit(1);
  if (!row?.codes[0]) throw new Error('the seed needs a performer with a country ban');
  banned = { id: row.id, name: row.name, country: row.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

describe('listModels', () => {
  it('returns §3 model list items that match the contract, with the total of the filtered set', async () => {
    const list = await listModels(rt.db, { first: 10, offset: 0, order: 'rank' });
    expect(() => modelListSchema.parse(list)).not.toThrow();
    const [count] = await rt.db.select({ n: sql<number>`count(*)::int` }).from(actors);
    expect(list.total).toBe(count?.n);
    for (const item of list.items) {
      expect(item.avatar.url).toMatch(/^\/media\/avatar\//);
      expect(item.sedcardImages.length).toBeLessThanOrEqual(3);
      expect(item.profile.age).toBeGreaterThanOrEqual(18);
    }
    expect(list.items.some((m) => m.sedcardImages.length > 0)).toBe(true);
  });

  it('§6: performers banned for the viewer country are never returned', async () => {
    const all = await listModels(rt.db, { first: 100, offset: 0, order: 'rank' });
    const forViewer = await listModels(rt.db, { first: 100, offset: 0, order: 'rank', viewerCountry: banned.country });
    expect(all.items.map((m) => m.id)).toContain(banned.id);
    expect(forViewer.items.map((m) => m.id)).not.toContain(banned.id);
    expect(forViewer.total).toBeLessThan(all.total);
    expect((await countModels(rt.db, { viewerCountry: banned.country.toLowerCase() })).total).toBe(forViewer.total);
  });

  it('categorySlug keeps the performers of that category, each once', async () => {
    const [category] = await rt.db
      .select({ slug: categories.slug, n: sql<number>`count(*)::int` })
      .from(actorCategories)
      .innerJoin(categories, eq(categories.id, actorCategories.categoryId))
      .groupBy(categories.slug)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    if (!category) throw new Error('the seed has no categorised performers');
    const list = await listModels(rt.db, { first: 100, offset: 0, order: 'name', filter: { categorySlug: category.slug } });
    expect(list.total).toBe(category.n);
    expect(new Set(list.items.map((m) => m.id)).size).toBe(list.items.length);
    const names = list.items.map((m) => m.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });

  it('past the last page the items are empty and the total is still right', async () => {
    const list = await listModels(rt.db, { first: 10, offset: 10_000, order: 'rank' });
    expect(list.items).toEqual([]);
    expect(list.total).toBeGreaterThan(0);
  });
});

describe('getActorProfile', () => {
  it('§2: finds the profile by name in any case and by slug', async () => {
    const [row] = await rt.db.select({ name: actors.name, slug: actors.slug }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) = 0`).limit(1);
    if (!row) throw new Error('no performer');
    for (const key of [row.name, row.name.toUpperCase(), row.slug]) {
      const profile = await getActorProfile(rt.db, key);
      expect(profile?.name, key).toBe(row.name);
      expect(() => actorProfileSchema.parse(profile)).not.toThrow();
    }
    expect(await getActorProfile(rt.db, 'no-such-performer')).toBeNull();
  });

  it('§6: is null for a viewer from a banned country', async () => {
    expect(await getActorProfile(rt.db, banned.name, banned.country)).toBeNull();
    expect(await getActorProfile(rt.db, banned.name)).not.toBeNull();
  });
});

describe('listNewVideos and listActorVideos', () => {
  it('newest released first, flagged new within 8 days, linked by the English path', async () => {
    const page = await listNewVideos(rt.db, { first: 20, offset: 0 });
    expect(page.items.length).toBeGreaterThan(0);
    const dates = page.items.map((v) => Date.parse(v.releasedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const video of page.items) {
      expect(() => videoTileSchema.parse(video)).not.toThrow();
      expect(dates[0]).toBeLessThanOrEqual(Date.now());
      expect(video.link).toBe(`/amateur/${video.model.slug}/video/${video.id}/`);
      expect(video.new).toBe(Date.parse(video.releasedAt) >= Date.now() - 8 * 86_400_000);
    }
  });

  it('§6: videos of a banned performer are left out for that country', async () => {
    const bannedVideos = await rt.db.select({ id: videos.id }).from(videos).where(eq(videos.actorId, banned.id));
    const all = await listNewVideos(rt.db, { first: 1, offset: 0 });
    const forViewer = await listNewVideos(rt.db, { first: 1, offset: 0, viewerCountry: banned.country });
    const released = await rt.db
      .select({ n: sql<number>`count(*)::int` })
      .from(videos)
      .where(and(inArray(videos.id, bannedVideos.map((v) => v.id).concat(-1)), sql`${videos.releasedAt} <= now()`));
    expect(all.total - forViewer.total).toBe(released[0]?.n);
  });

  it("one performer's videos, paged", async () => {
    const [row] = await rt.db
      .select({ actorId: videos.actorId, n: sql<number>`count(*)::int` })
      .from(videos)
      .where(sql`${videos.releasedAt} <= now()`)
      .groupBy(videos.actorId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    if (!row) throw new Error('no videos');
    const page = await listActorVideos(rt.db, row.actorId, { first: 2, offset: 1 });
    expect(page.total).toBe(row.n);
    expect(page.items.every((v) => v.model.id === row.actorId)).toBe(true);
  });
});
