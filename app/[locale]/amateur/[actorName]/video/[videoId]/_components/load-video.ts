import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { RECOMMENDATIONS_PER_GRID } from '@/lib/catalog/rules';
import type { VideoDetail, VideoTile } from '@/lib/contracts/video';
import { listVideoItems } from '@/lib/server/catalog/list-videos';
import { pageRowsTtlMs, sharedRows } from '@/lib/server/catalog/shared-rows';
import { getVideoForEveryone, videoDetailFor } from '@/lib/server/catalog/videos/get-video';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, parseCalendarDay } from '@/lib/server/time/test-day';

const VIDEO_ID = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/**
 * One read per request, shared by the page and its metadata, and for a few seconds by the
 * other languages (shared-rows.ts). Null for an id that is not a number, an unknown or
 * unreleased video, or one whose performer is banned for the viewer (§6, applied per request).
 * A §2 test day (qmday, where allowed) prices the daily deal and places the contest entry on
 * that day; its read is shared under its own key, never with the real day's. `qmday` is the
 * allowed test day the page resolved (YYYY-MM-DD; a string, so cache() sees the same argument twice).
 */
export const loadVideo = cache(async (rawId: string, locale: Locale, qmday: string | null = null) => {
  if (!VIDEO_ID.test(rawId) || Number(rawId) > MAX_ID) return null;
  await connection(); // reads the database: never at build time
  const { db, pubsub } = runtime();
  const videoId = Number(rawId);
  const testDay = parseCalendarDay(qmday);
  const key = testDay ? `video ${videoId} on ${qmday}` : `video ${videoId}`;
  const video = await sharedRows(db, key, () => getVideoForEveryone(db, videoId, effectiveNow(testDay)), {
    pubsub,
    ttlMs: pageRowsTtlMs(),
    actorOf: (found) => found?.row.actorSlug.toLowerCase() ?? null,
  });
  return videoDetailFor(video, locale, await pageViewerCountry());
});

/**
 * "More from this performer": §9 recommendations per grid (8) of her best-selling videos, this
 * one left out. Her list is read once (one more than a grid) and shared by all her video pages;
 * no country filter is needed, as the viewer already may see her (loadVideo).
 */
export async function loadMoreFrom(video: VideoDetail): Promise<VideoTile[]> {
  const { db, pubsub } = runtime();
  const actorId = video.model.id;
  const best = await sharedRows(
    db,
    `best-selling ${actorId}`,
    () => listVideoItems(db, { category: 'allVideos', order: 'bestSelling', filter: { modelIds: [actorId] }, first: RECOMMENDATIONS_PER_GRID + 1, offset: 0 }),
    { pubsub, ttlMs: pageRowsTtlMs(), actorOf: () => video.model.slug.toLowerCase() },
  );
  return structuredClone(best.items.filter((item) => item.id !== video.id).slice(0, RECOMMENDATIONS_PER_GRID));
}
