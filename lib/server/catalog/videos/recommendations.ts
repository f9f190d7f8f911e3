import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { VideoTile } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import { AppError } from '@/lib/server/errors';
import { listVideoItems } from '../list-videos';
import { notBannedFor } from '../model-row';
import { visibleTo } from './conditions';

export type RecommendationInput = {
  /** Recommend from a performer (videos like hers, by others) … */
  actorId?: number;
  /** … or from a video (called album in §7: videos and photo albums share one id space there). */
  albumId?: number;
  first: number;
  viewerCountry?: string | null;
  /**
   * §9 recommended video filter test (id 50), variant group: the guest whose bought videos are
   * left out (he owns them already). Absent for the control group and for visitors.
   */
  leaveOutBoughtBy?: number | null;
};

/** The videos a guest bought (for the test's variant filter), newest purchases first, bounded. */
async function boughtVideoIds(db: DbOrTx, guestId: number): Promise<number[]> {
  const rows = await db
    .select({ id: purchases.itemId })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, 'video')))
    .orderBy(desc(purchases.createdAt))
    .limit(500);
  return rows.map((row) => row.id);
}

/** Tag groups a performer uses most (up to 3). */
async function actorTagGroups(db: DbOrTx, actorId: number): Promise<string[]> {
  const rows = await db
    .select({ tagGroup: tags.tagGroup })
    .from(videoTags)
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(and(eq(videos.actorId, actorId), sql`${videos.releasedAt} <= now()`))
    .groupBy(tags.tagGroup)
    .orderBy(desc(sql`count(*)`), tags.tagGroup)
    .limit(3);
  return rows.map((r) => r.tagGroup);
}

async function recommend(db: DbOrTx, input: RecommendationInput): Promise<VideoTile[]> {
  const base = { category: 'allVideos', order: 'topRated', first: input.first, offset: 0, viewerCountry: input.viewerCountry } as const;
  const owned = input.leaveOutBoughtBy ? await boughtVideoIds(db, input.leaveOutBoughtBy) : [];
  if (input.albumId !== undefined) {
    const [video] = await db
      .select({ id: videos.id })
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(and(eq(videos.id, input.albumId), visibleTo(input.viewerCountry)))
      .limit(1);
    if (!video) throw new AppError('NOT_FOUND', 'No such video.');
    const groups = (
      await db.select({ tagGroup: tags.tagGroup }).from(videoTags).innerJoin(tags, eq(tags.id, videoTags.tagId)).where(eq(videoTags.videoId, video.id))
    ).map((r) => r.tagGroup);
    const filter = groups.length > 0 ? { tags: groups } : undefined;
    return (await listVideoItems(db, { ...base, filter, excludeIds: [video.id, ...owned] })).items;
  }
  if (input.actorId !== undefined) {
    const [actor] = await db
      .select({ id: actors.id })
      .from(actors)
      .where(and(eq(actors.id, input.actorId), notBannedFor(input.viewerCountry)))
      .limit(1);
    if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
    const groups = await actorTagGroups(db, actor.id);
    const filter = groups.length > 0 ? { tags: groups } : undefined;
    return (await listVideoItems(db, { ...base, filter, excludeModelIds: [actor.id], excludeIds: owned.length > 0 ? owned : undefined })).items;
  }
  throw new AppError('VALIDATION_FAILED', 'Give an actorId or an albumId.');
}

/** §4 "video recommendation requests are de-duplicated while in flight": one registry per process. */
const inFlight = ((globalThis as typeof globalThis & { __videoRecommendationsInFlight?: WeakMap<object, Map<string, Promise<VideoTile[]>>> })
  .__videoRecommendationsInFlight ??= new WeakMap());

/**
 * §7 video recommendations by actor or album: top-rated videos sharing tags with the starting
 * point, each video once, never the video itself (by album) nor the performer's own (by actor).
 * Identical concurrent requests share one read.
 */
export function videoRecommendations(db: DbOrTx, input: RecommendationInput): Promise<VideoTile[]> {
  let pending = inFlight.get(db);
  if (!pending) {
    pending = new Map();
    inFlight.set(db, pending);
  }
  const key = JSON.stringify([input.actorId ?? null, input.albumId ?? null, input.first, input.viewerCountry?.toUpperCase() ?? null, input.leaveOutBoughtBy ?? null]);
  const running = pending.get(key);
  if (running) return running;
  const map = pending;
  const promise = recommend(db, input).finally(() => map.delete(key));
  map.set(key, promise);
  return promise;
}
