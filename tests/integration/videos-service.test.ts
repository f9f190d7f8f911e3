import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIDEO_CATEGORIES,
  VIDEO_ORDERS,
  type VideoTile,
  videoTileSchema,
} from '@/lib/contracts/video';
import { VIDEO_ITEMS_PER_GRID } from '@/lib/catalog/rules';
import { listVideoItems, listVideos } from '@/lib/server/catalog/list-videos';
import { getVideoDetail } from '@/lib/server/catalog/videos/get-video';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { AppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { bannedPerformerWithVideos } from '@/tests/helpers/banned-performer';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

const DAY = 86_400_000;
let rt: AppRuntime;
let banned: { id: number; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  banned = await bannedPerformerWithVideos(rt.db);
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** Every video of a list (the small seed has 300). */
async function everything(category: string, extra: Parameters<typeof listVideos>[1] extends infer I ? Partial<I> : never = {}) {
  return listVideos(rt.db, { category, first: 1000, offset: 0, ...extra });
}

/** Raw columns of some videos, by id. */
async function rawOf(items: readonly VideoTile[]) {
  const rows = await rt.db
    .select({
      id: videos.id,
      actingGroup: videos.actingGroup,
      trendingScore: videos.trendingScore,
      soldCount: videos.soldCount,
      releasedAt: videos.releasedAt,
    })
    .from(videos)
    .where(inArray(videos.id, items.map((v) => v.id).concat(-1)));
  return new Map(rows.map((r) => [r.id, r]));
}

const isSortedBy = <T>(list: readonly T[], key: (t: T) => number, direction: 'asc' | 'desc') =>
  list.every((item, i) => i === 0 || (direction === 'desc' ? key(list[i - 1] as T) >= key(item) : key(list[i - 1] as T) <= key(item)));

describe('§5 categories and §9 rules on the seeded data', () => {
  it('every item matches the contract and the total is the size of the list', async () => {
    for (const category of VIDEO_CATEGORIES) {
      const list = await everything(category);
      expect(list.total, category).toBe(list.items.length);
      expect(list.hasMore, category).toBe(false);
      for (const item of list.items) videoTileSchema.parse(item);
    }
  });

  it('allVideos: every released video, top rated first', async () => {
    const list = await everything('allVideos');
    const [n] = await rt.db.select({ n: sql<number>`count(*)::int` }).from(videos).where(sql`${videos.releasedAt} <= now()`);
    expect(list.total).toBe(n?.n);
    expect(isSortedBy(list.items, (v) => v.rating.likes, 'desc')).toBe(true);
  });

  it('"Free videos: female acting group only", newest first', async () => {
    const list = await everything('freeVideos');
    expect(list.items.length).toBeGreaterThan(0);
    const raw = await rawOf(list.items);
    for (const video of list.items) {
      expect(video.free).toBe(true);
      expect(raw.get(video.id)?.actingGroup).toBe('F');
    }
    expect(isSortedBy(list.items, (v) => Date.parse(v.releasedAt), 'desc')).toBe(true);
  });

  it('"Trending videos: released within the last 8 days", sorted by trending', async () => {
    const list = await everything('trendingVideos');
    expect(list.items.length).toBeGreaterThan(0);
    const raw = await rawOf(list.items);
    for (const video of list.items) {
      expect(Date.parse(video.releasedAt)).toBeGreaterThanOrEqual(Date.now() - 8 * DAY);
      expect(video.new).toBe(true);
    }
    expect(isSortedBy(list.items, (v) => raw.get(v.id)?.trendingScore ?? -1, 'desc')).toBe(true);
    // Nothing older slipped in, nothing recent left out.
    const [n] = await rt.db
      .select({ n: sql<number>`count(*)::int` })
      .from(videos)
      .where(sql`${videos.releasedAt} <= now() and ${videos.releasedAt} >= now() - interval '8 days'`);
    expect(list.total).toBe(n?.n);
  });

  it('"Top videos: within the last 9 months", best selling first', async () => {
    const list = await everything('topVideos');
    const raw = await rawOf(list.items);
    const nineMonthsAgo = new Date();
    nineMonthsAgo.setMonth(nineMonthsAgo.getMonth() - 9);
    for (const video of list.items) expect(Date.parse(video.releasedAt)).toBeGreaterThanOrEqual(nineMonthsAgo.getTime() - DAY);
    expect(isSortedBy(list.items, (v) => raw.get(v.id)?.soldCount ?? -1, 'desc')).toBe(true);
    expect(list.total).toBeLessThan((await everything('allVideos')).total);
  });

  it('discountedVideos: price below basePrice, newest first', async () => {
    const list = await everything('discountedVideos');
    expect(list.items.length).toBeGreaterThan(0);
    for (const video of list.items) expect(video.price.value).toBeLessThan(video.basePrice.value);
    expect(isSortedBy(list.items, (v) => Date.parse(v.releasedAt), 'desc')).toBe(true);
  });

  it('vip30Videos: VIP30 offers only, top rated first', async () => {
    const list = await everything('vip30Videos');
    expect(list.items.length).toBeGreaterThan(0);
    for (const video of list.items) expect(video.isVip30Offer).toBe(true);
    expect(isSortedBy(list.items, (v) => v.rating.likes, 'desc')).toBe(true);
  });

  it('newVideos: newest first; boughtVideos: empty for an anonymous viewer', async () => {
    const list = await everything('newVideos');
    expect(isSortedBy(list.items, (v) => Date.parse(v.releasedAt), 'desc')).toBe(true);
    expect(await everything('boughtVideos')).toEqual({ total: 0, items: [], hasMore: false });
  });

  it("§5 'Unmapped category' for anything else", async () => {
    await expect(listVideos(rt.db, { category: 'popularVideos', first: 5, offset: 0 })).rejects.toMatchObject({
      code: 'UNMAPPED_CATEGORY',
      message: 'Unmapped category',
    });
    await expect(listVideos(rt.db, { category: 'popularVideos', first: 5, offset: 0 })).rejects.toBeInstanceOf(AppError);
  });
});

describe('paging and tile sorts', () => {
  it.each(VIDEO_ORDERS)('%s: pages of 16 follow each other without repeats or gaps', async (order) => {
    const all = (await everything('allVideos', { order })).items.map((v) => v.id);
    const pages: number[] = [];
    for (let page = 0; page < 3; page += 1) {
      const list = await listVideos(rt.db, { category: 'allVideos', order, first: VIDEO_ITEMS_PER_GRID, offset: page * VIDEO_ITEMS_PER_GRID });
      expect(list.hasMore).toBe(true);
      pages.push(...list.items.map((v) => v.id));
    }
    expect(pages).toEqual(all.slice(0, 48));
    expect(new Set(all).size).toBe(all.length);
  });

  it('the sorts order by their column', async () => {
    const by = async (order: (typeof VIDEO_ORDERS)[number]) => (await everything('allVideos', { order })).items;
    expect(isSortedBy(await by('cheapest'), (v) => v.price.value, 'asc')).toBe(true);
    expect(isSortedBy(await by('priciest'), (v) => v.price.value, 'desc')).toBe(true);
    expect(isSortedBy(await by('longest'), (v) => v.duration, 'desc')).toBe(true);
    expect(isSortedBy(await by('shortest'), (v) => v.duration, 'asc')).toBe(true);
    expect(isSortedBy(await by('oldest'), (v) => Date.parse(v.releasedAt), 'asc')).toBe(true);
    const sold = await by('bestSelling');
    const raw = await rawOf(sold);
    expect(isSortedBy(sold, (v) => raw.get(v.id)?.soldCount ?? -1, 'desc')).toBe(true);
  });

  it('freeFirst: free videos first (newest first), then the rest, across page boundaries', async () => {
    const all = (await everything('allVideos', { order: 'freeFirst' })).items;
    const freeCount = all.filter((v) => v.free).length;
    expect(freeCount).toBeGreaterThan(0);
    expect(all.slice(0, freeCount).every((v) => v.free)).toBe(true);
    expect(all.slice(freeCount).every((v) => !v.free)).toBe(true);
    // A page that straddles the boundary.
    const offset = Math.max(0, freeCount - 3);
    const page = await listVideoItems(rt.db, { category: 'allVideos', order: 'freeFirst', first: 6, offset });
    expect(page.items.map((v) => v.id)).toEqual(all.slice(offset, offset + 6).map((v) => v.id));
  });

  it('a page past the end is empty with the right total', async () => {
    const list = await listVideos(rt.db, { category: 'discountedVideos', first: 16, offset: 10_000 });
    expect(list.items).toEqual([]);
    expect(list.total).toBeGreaterThan(0);
    expect(list.hasMore).toBe(false);
  });
});

describe('§3 video filter', () => {
  it('modelIds, types and tags narrow the list', async () => {
    const list = await everything('allVideos', { filter: { modelIds: [banned.id], types: ['classic', 'vip'] } });
    for (const video of list.items) {
      expect(video.model.id).toBe(banned.id);
      expect(video.classic || video.vip).toBe(true);
    }
    const [tag] = await rt.db.select({ id: tags.id, tagGroup: tags.tagGroup }).from(tags).limit(1);
    if (!tag) throw new Error('no tags');
    const tagged = await everything('allVideos', { filter: { tags: [tag.tagGroup] } });
    expect(tagged.items.length).toBeGreaterThan(0);
    const links = await rt.db
      .select({ videoId: videoTags.videoId })
      .from(videoTags)
      .where(and(eq(videoTags.tagId, tag.id), inArray(videoTags.videoId, tagged.items.map((v) => v.id))));
    expect(new Set(links.map((l) => l.videoId)).size).toBe(tagged.items.length);
  });

  it('a tag group that does not exist matches nothing (and ends the query at once); with a real one the union of both', async () => {
    const none = await everything('allVideos', { filter: { tags: ['no-such-tag-group'] } });
    expect(none).toEqual({ total: 0, items: [], hasMore: false });
    const [tag] = await rt.db.select({ tagGroup: tags.tagGroup }).from(tags).limit(1);
    if (!tag) throw new Error('no tags');
    const real = await everything('allVideos', { filter: { tags: [tag.tagGroup] } });
    const mixed = await everything('allVideos', { filter: { tags: ['no-such-tag-group', tag.tagGroup] } });
    expect(real.total).toBeGreaterThan(0);
    expect(mixed.items.map((v) => v.id)).toEqual(real.items.map((v) => v.id));
  });

  it('releasedFrom and releasedUntil bound the release day', async () => {
    const from = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    const until = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    const list = await everything('newVideos', { filter: { releasedFrom: from, releasedUntil: until } });
    expect(list.items.length).toBeGreaterThan(0);
    for (const video of list.items) {
      expect(video.releasedAt.slice(0, 10) >= from && video.releasedAt.slice(0, 10) <= until).toBe(true);
    }
  });

  it('shared: videos of couples; original: no cam recordings; actingGroups', async () => {
    const shared = await everything('allVideos', { filter: { types: ['shared'] } });
    const raw = await rawOf(shared.items);
    for (const video of shared.items) expect(['FM', 'FF']).toContain(raw.get(video.id)?.actingGroup);
    const original = await everything('allVideos', { filter: { types: ['original'] } });
    expect(original.items.every((v) => !v.camRecording)).toBe(true);
    const males = await everything('allVideos', { filter: { actingGroups: ['M'] } });
    const rawMales = await rawOf(males.items);
    expect([...rawMales.values()].every((r) => r.actingGroup === 'M')).toBe(true);
  });
});

describe('§6 bans and unreleased videos', () => {
  it("a banned performer's videos are left out for that country only", async () => {
    const all = await everything('allVideos');
    const forViewer = await everything('allVideos', { viewerCountry: banned.country.toLowerCase() });
    expect(all.items.some((v) => v.model.id === banned.id)).toBe(true);
    expect(forViewer.items.some((v) => v.model.id === banned.id)).toBe(false);
    expect(forViewer.total).toBeLessThan(all.total);
    const anyVideo = all.items.find((v) => v.model.id === banned.id);
    if (!anyVideo) throw new Error('unreachable');
    expect(await getVideoDetail(rt.db, { videoId: anyVideo.id, language: 'en', viewerCountry: banned.country })).toBeNull();
    expect(await getVideoDetail(rt.db, { videoId: anyVideo.id, language: 'en' })).not.toBeNull();
  });

  it('a scheduled video stays hidden until its release', async () => {
    const [row] = await rt.db
      .insert(videos)
      .values({
        actorId: banned.id,
        title: 'Coming next week',
        durationSeconds: 600,
        ageRating: 18,
        actingGroup: 'F',
        price: 999,
        basePrice: 999,
        releasedAt: new Date(Date.now() + 7 * DAY),
        imageSeed: 42,
      })
      .returning({ id: videos.id });
    if (!row) throw new Error('insert failed');
    const list = await everything('allVideos', { filter: { ids: [row.id] } });
    expect(list.total).toBe(0);
    expect(await getVideoDetail(rt.db, { videoId: row.id, language: 'en' })).toBeNull();
    await rt.db.delete(videos).where(eq(videos.id, row.id));
  });
});
