import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoWatches } from '@/lib/server/db/schema/watches';
import { WATCH_START_WINDOW_MINUTES, recordWatchStart } from '@/lib/server/media/stream-watch-start';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { buy, findVideo, guestWithSession, startWatching } from './media-calls';

let rt: AppRuntime;
let freeVideo: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  freeVideo = await findVideo(rt, { free: true, ageRating: 16 });
});
afterAll(() => stopTestRuntime(rt));

const startsOf = (guestId: number, videoId = freeVideo) =>
  rt.db.select({ startedAt: videoWatches.startedAt }).from(videoWatches).where(and(eq(videoWatches.guestId, guestId), eq(videoWatches.videoId, videoId)));

describe(`§7 watch/start: one recorded start per guest and video per ${WATCH_START_WINDOW_MINUTES} minutes`, () => {
  it('a replay within the window answers success and writes no second row', async () => {
    const guest = await guestWithSession(rt);
    expect(await startWatching(freeVideo, guest.token)).toEqual({ status: 200, body: { success: true } });
    expect(await startWatching(freeVideo, guest.token)).toEqual({ status: 200, body: { success: true } });
    expect(await startsOf(guest.guestId)).toHaveLength(1);
  });

  it('20 concurrent starts of one guest and video record exactly one row', async () => {
    const guest = await guestWithSession(rt);
    const answers = await Promise.all(Array.from({ length: 20 }, () => startWatching(freeVideo, guest.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await startsOf(guest.guestId)).toHaveLength(1);
  });

  it('another guest, or another video, is another start', async () => {
    const paid = await findVideo(rt, { free: false, ageRating: 16 });
    const one = await guestWithSession(rt);
    const two = await guestWithSession(rt);
    await buy(rt, one.guestId, paid);
    await Promise.all([startWatching(freeVideo, one.token), startWatching(freeVideo, two.token), startWatching(paid, one.token)]);
    expect(await startsOf(one.guestId)).toHaveLength(1);
    expect(await startsOf(two.guestId)).toHaveLength(1);
    expect(await startsOf(one.guestId, paid)).toHaveLength(1);
  });

  it('after the window a new start is recorded again', async () => {
    const guest = await guestWithSession(rt);
    const viewer = { guestId: guest.guestId, avsAccepted: false };
    const first = new Date();
    expect(await recordWatchStart(rt.db, { viewer, videoId: freeVideo, viewerCountry: null }, first)).toBe(true);
    const inside = new Date(first.getTime() + (WATCH_START_WINDOW_MINUTES - 1) * 60_000);
    expect(await recordWatchStart(rt.db, { viewer, videoId: freeVideo, viewerCountry: null }, inside)).toBe(false);
    const after = new Date(first.getTime() + (WATCH_START_WINDOW_MINUTES + 1) * 60_000);
    expect(await recordWatchStart(rt.db, { viewer, videoId: freeVideo, viewerCountry: null }, after)).toBe(true);
    expect(await startsOf(guest.guestId)).toHaveLength(2);
  });
});
