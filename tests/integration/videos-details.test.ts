import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagCountSchema, videoDetailSchema, videoStarSchema } from '@/lib/contracts/video';
import { VIDEO_STARS_PAGE_SIZE } from '@/lib/catalog/rules';
import { countVideos, listVideoItems, listVideos } from '@/lib/server/catalog/list-videos';
import { actorPromotedVideo, actorTopVideos } from '@/lib/server/catalog/videos/actor-videos';
import { listCollections } from '@/lib/server/catalog/videos/collections';
import { cachedCount } from '@/lib/server/catalog/videos/count-cache';
import { getVideoDetail } from '@/lib/server/catalog/videos/get-video';
import { videoRecommendations } from '@/lib/server/catalog/videos/recommendations';
import { popularTags, searchTags } from '@/lib/server/catalog/videos/tags';
import { listVideoStars } from '@/lib/server/catalog/videos/video-stars';
import { videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { bannedPerformerWithVideos } from '@/tests/helpers/banned-performer';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let banned: { id: number; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  banned = await bannedPerformerWithVideos(rt.db);
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** Video list rules: tests/integration/videos-service.test.ts. Here: the count cache, detail, stars, collections, recommendations, tags. */

/** Every video of a list (the small seed has 300). */
async function everything(category: string, extra: Parameters<typeof listVideos>[1] extends infer I ? Partial<I> : never = {}) {
  return listVideos(rt.db, { category, first: 1000, offset: 0, ...extra });
}

const isSortedBy = <T>(list: readonly T[], key: (t: T) => number, direction: 'asc' | 'desc') =>
  list.every((item, i) => i === 0 || (direction === 'desc' ? key(list[i - 1] as T) >= key(item) : key(list[i - 1] as T) <= key(item)));

describe('the count cache', () => {
  it('counts once per key for 60 s; then answers the old total while one recount runs', async () => {
    let calls = 0;
    const count = async () => ++calls;
    const db = {};
    expect(await cachedCount(db, 'k', count, 1_000)).toBe(1);
    expect(await cachedCount(db, 'k', count, 30_000)).toBe(1);
    expect(await cachedCount(db, 'other', count, 30_000)).toBe(2);
    // Stale: the old total at once, one recount in the background (not two).
    const [first, second] = await Promise.all([cachedCount(db, 'k', count, 61_001), cachedCount(db, 'k', count, 61_002)]);
    expect([first, second]).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(3);
    expect(await cachedCount(db, 'k', count, 62_000)).toBe(3);
    // Older than the stale window: counted again before answering.
    expect(await cachedCount(db, 'k', count, 61_001 + 60_000 + 600_000)).toBe(4);
  });

  it('a failed count is not kept', async () => {
    const db = {};
    await expect(cachedCount(db, 'k', () => Promise.reject(new Error('db down')), 1_000)).rejects.toThrow('db down');
    expect(await cachedCount(db, 'k', async () => 7, 1_001)).toBe(7);
  });

  it('countVideos agrees with listVideos', async () => {
    expect(await countVideos(rt.db, { category: 'freeVideos' })).toBe((await everything('freeVideos')).total);
  });
});

describe('video detail, stars, collections, recommendations, tags', () => {
  it('the detail has every §3 field, tags and up to 100 preview thumbnails', async () => {
    const [first] = (await listVideoItems(rt.db, { category: 'newVideos', first: 1, offset: 0 })).items;
    if (!first) throw new Error('no videos');
    const detail = await getVideoDetail(rt.db, { videoId: first.id, language: 'de' });
    const parsed = videoDetailSchema.parse(detail);
    expect(parsed.previewThumbnails.length).toBeGreaterThan(0);
    expect(parsed.previewThumbnails.length).toBeLessThanOrEqual(100);
    expect(parsed.tags.length).toBeGreaterThan(0);
    expect(parsed.guestInfo).toEqual({ bought: false, gifted: false, flatrate: false, liked: false });
    expect(await getVideoDetail(rt.db, { videoId: 1, language: 'de' })).toBeNull();
  });

  it('§9 video stars: 100 per page, online first, counts of released videos', async () => {
    const stars = await listVideoStars(rt.db, { first: VIDEO_STARS_PAGE_SIZE, offset: 0 });
    expect(stars.items.length).toBe(Math.min(VIDEO_STARS_PAGE_SIZE, stars.total));
    for (const star of stars.items) videoStarSchema.parse(star);
    const online = stars.items.map((s) => s.online);
    expect(online.indexOf(false) === -1 || !online.slice(online.indexOf(false)).includes(true)).toBe(true);
    const star = stars.items[0];
    if (!star) throw new Error('no stars');
    const [n] = await rt.db
      .select({ n: sql<number>`count(*)::int` })
      .from(videos)
      .where(sql`${videos.actorId} = ${star.actorId} and ${videos.releasedAt} <= now()`);
    expect(star.videoCount).toBe(n?.n);
    expect(star.newVideoCount).toBeLessThanOrEqual(star.videoCount);
    const forViewer = await listVideoStars(rt.db, { first: 100, offset: 0, viewerCountry: banned.country });
    expect(forViewer.items.some((s) => s.actorId === banned.id)).toBe(false);
  });

  it('collections come with their videos in the language asked for', async () => {
    const list = await listCollections(rt.db, { language: 'de', first: 10, videosPerCollection: 8 });
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.name).toBe('Redaktionstipps');
    for (const c of list) {
      expect(c.videos.length).toBeLessThanOrEqual(8);
      expect(c.videoCount).toBeGreaterThanOrEqual(c.videos.length);
    }
  });

  it('recommendations by album leave out the video, by actor the performer; each video once', async () => {
    const [video] = (await listVideoItems(rt.db, { category: 'allVideos', first: 1, offset: 0 })).items;
    if (!video) throw new Error('no videos');
    const byAlbum = await videoRecommendations(rt.db, { albumId: video.id, first: 8 });
    expect(byAlbum).toHaveLength(8);
    expect(byAlbum.map((v) => v.id)).not.toContain(video.id);
    expect(new Set(byAlbum.map((v) => v.id)).size).toBe(8);
    const byActor = await videoRecommendations(rt.db, { actorId: video.model.id, first: 8 });
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((v) => v.model.id !== video.model.id)).toBe(true);
    // Concurrent identical requests share one read.
    const a = videoRecommendations(rt.db, { albumId: video.id, first: 5 });
    const b = videoRecommendations(rt.db, { albumId: video.id, first: 5 });
    expect(a).toBe(b);
    await a;
    await expect(videoRecommendations(rt.db, { albumId: 1, first: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('popular tags by video count, tag search by name ignoring case and accents', async () => {
    const popular = await popularTags(rt.db, { first: 10, language: 'es' });
    expect(popular).toHaveLength(10);
    for (const tag of popular) tagCountSchema.parse(tag);
    expect(isSortedBy(popular, (t) => t.videoCount, 'desc')).toBe(true);
    const found = await searchTags(rt.db, { search: 'LENCERIA', first: 5, language: 'es' });
    expect(found.map((t) => t.tagGroup)).toContain('lingerie');
    expect(found[0]?.name).toBe('Lencería');
    expect(await searchTags(rt.db, { search: 'zzzz', first: 5, language: 'es' })).toEqual([]);
  });

  it('top videos and the promoted video of a performer', async () => {
    const top = await actorTopVideos(rt.db, { actorId: banned.id });
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((v) => v.model.id === banned.id)).toBe(true);
    const promoted = await actorPromotedVideo(rt.db, { actorId: banned.id });
    expect(promoted?.model.id).toBe(banned.id);
    expect(await actorPromotedVideo(rt.db, { actorId: banned.id, viewerCountry: banned.country })).toBeNull();
  });
});
