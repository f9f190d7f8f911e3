import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryLandingVideos, EVENT_VIDEO_COUNT, vrEventVideos } from '@/app/[locale]/magazine/_components/special-event-videos';
import { videoTileSchema } from '@/lib/contracts/video';
import { actors } from '@/lib/server/db/schema/actors';
import { actorCategories, categories, videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** The performers of a category as the database has them (not through the code under test). */
async function performersOf(slug: string): Promise<Set<number>> {
  const rows = await rt.db
    .select({ id: actorCategories.actorId })
    .from(actorCategories)
    .innerJoin(categories, eq(categories.id, actorCategories.categoryId))
    .where(eq(categories.slug, slug));
  return new Set(rows.map((row) => row.id));
}

describe('§2 cum on landing: the newest videos of the config’s landingCategory', () => {
  it('shows only videos of the category’s performers, newest first, named in the page language', async () => {
    const members = await performersOf('couples');
    expect(members.size).toBeGreaterThan(0);
    const { category, videos: tiles } = await categoryLandingVideos(rt.db, 'couples', { language: 'de', viewerCountry: null });
    expect(category).toMatchObject({ slug: 'couples', name: 'Paare' });
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(EVENT_VIDEO_COUNT);
    for (const tile of tiles) {
      expect(() => videoTileSchema.parse(tile)).not.toThrow();
      expect(members.has(tile.model.id)).toBe(true);
    }
    const released = tiles.map((tile) => Date.parse(tile.releasedAt));
    expect(released).toEqual([...released].sort((a, b) => b - a));
    // The newest released video of any member is the first tile.
    const [newest] = await rt.db
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.actorId, [...members]), sql`${videos.releasedAt} <= now()`))
      .orderBy(sql`${videos.releasedAt} desc`, sql`${videos.id} desc`)
      .limit(1);
    expect(tiles[0]?.id).toBe(newest?.id);
  });

  it('leaves out performers banned in the viewer’s country (§6)', async () => {
    const before = await categoryLandingVideos(rt.db, 'couples', { language: 'en', viewerCountry: 'ZZ' });
    const first = before.videos[0]?.model.id;
    if (first === undefined) throw new Error('the seed has couples videos');
    await rt.db.update(actors).set({ bannedCountryCodes: sql`array_append(${actors.bannedCountryCodes}, 'ZZ')` }).where(eq(actors.id, first));
    try {
      const after = await categoryLandingVideos(rt.db, 'couples', { language: 'en', viewerCountry: 'ZZ' });
      expect(after.videos.length).toBeGreaterThan(0);
      expect(after.videos.some((tile) => tile.model.id === first)).toBe(false);
    } finally {
      await rt.db.update(actors).set({ bannedCountryCodes: sql`array_remove(${actors.bannedCountryCodes}, 'ZZ')` }).where(eq(actors.id, first));
    }
  });

  it('an unknown category (a bad schedule entry) gives no category and no videos', async () => {
    expect(await categoryLandingVideos(rt.db, 'no-such-category', { language: 'en', viewerCountry: null })).toEqual({ category: null, videos: [] });
  });
});

describe('§2 VR porn videos: the stand-in filter (produced clips, no cam recordings)', () => {
  it('lists the newest produced clips only', async () => {
    const tiles = await vrEventVideos(rt.db, null);
    expect(tiles.length).toBe(EVENT_VIDEO_COUNT);
    expect(tiles.every((tile) => !tile.camRecording)).toBe(true);
    const released = tiles.map((tile) => Date.parse(tile.releasedAt));
    expect(released).toEqual([...released].sort((a, b) => b - a));
  });
});
