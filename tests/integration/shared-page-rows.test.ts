import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { listGalleries } from '@/lib/server/catalog/albums/list-galleries';
import { getActorProfile, getActorProfileWithBans, profileVisibleTo } from '@/lib/server/catalog/get-actor-profile';
import { sharedRows, sharedRowsTtlMs } from '@/lib/server/catalog/shared-rows';
import { getVideoDetail, getVideoForEveryone, videoDetailFor } from '@/lib/server/catalog/videos/get-video';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { invalidatePages } from '@/lib/server/http/page-cache-registry';
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

describe('rows shared by every language and country of a page', () => {
  it('a video read once answers exactly what getVideoDetail answers, in every language and for a banned country', async () => {
    const ids = (await rt.db.select({ id: videos.id }).from(videos).limit(10)).map((row) => row.id);
    const bannedVideo = await rt.db.select({ id: videos.id }).from(videos).where(eq(videos.actorId, banned.id)).limit(1);
    for (const id of [...ids, bannedVideo[0]!.id]) {
      const shared = await getVideoForEveryone(rt.db, id);
      for (const language of locales) {
        for (const viewerCountry of [null, banned.country, banned.country.toLowerCase(), 'XX']) {
          expect(videoDetailFor(shared, language, viewerCountry)).toEqual(await getVideoDetail(rt.db, { videoId: id, language, viewerCountry }));
        }
      }
    }
    expect(await getVideoForEveryone(rt.db, 987_654_321)).toBeNull();
  });

  it('a profile read once answers what getActorProfile answers, for the slug, the name and a banned country', async () => {
    const [actor] = await rt.db.select({ slug: actors.slug, name: actors.name }).from(actors).where(eq(actors.id, banned.id));
    for (const key of [actor!.slug, actor!.name, actor!.name.toUpperCase()]) {
      const shared = await getActorProfileWithBans(rt.db, key);
      expect(shared?.profile.id).toBe(banned.id);
      expect(profileVisibleTo(shared, banned.country)).toBeNull();
      expect(profileVisibleTo(shared, null)).toEqual(await getActorProfile(rt.db, key));
    }
    expect(await getActorProfileWithBans(rt.db, 'no-such-performer')).toBeNull();
  });

  it('a gallery page that ends the list counts its total without a count query, and agrees with one', async () => {
    const whole = await listGalleries(rt.db, { actorId: banned.id, order: 'newest', first: 1000, offset: 0 });
    for (const [first, offset] of [[1, 0], [2, 1], [10, 0], [10, whole.total], [10, whole.total + 5]] as const) {
      const page = await listGalleries(rt.db, { actorId: banned.id, order: 'newest', first, offset });
      expect(page.total).toBe(whole.total);
    }
  });

  it('shares one load per key until the TTL, and drops her rows when her pages are invalidated', async () => {
    let loads = 0;
    const load = async () => ({ slug: 'luna', n: ++loads });
    const options = { pubsub: rt.pubsub, ttlMs: 5_000, actorOf: (v: { slug: string }) => v.slug };
    const db = {};
    expect((await sharedRows(db, 'a', load, { ...options, now: 0 })).n).toBe(1);
    expect((await sharedRows(db, 'a', load, { ...options, now: 4_999 })).n).toBe(1);
    expect((await sharedRows(db, 'a', load, { ...options, now: 5_000 })).n).toBe(2);
    await invalidatePages(rt.pubsub, ['actor:someone-else']);
    expect((await sharedRows(db, 'a', load, { ...options, now: 5_001 })).n).toBe(2);
    await invalidatePages(rt.pubsub, ['actor:luna']);
    expect((await sharedRows(db, 'a', load, { ...options, now: 5_002 })).n).toBe(3);
    await invalidatePages(rt.pubsub, ['page']);
    expect((await sharedRows(db, 'a', load, { ...options, now: 5_003 })).n).toBe(4);
    // Off outside production and without a page cache: every call loads.
    expect((await sharedRows(db, 'a', load, { ...options, ttlMs: 0 })).n).toBe(5);
    expect(sharedRowsTtlMs(30, false)).toBe(0);
    expect(sharedRowsTtlMs(0, true)).toBe(0);
    expect(sharedRowsTtlMs(30, true)).toBe(10_000);
  });
});
