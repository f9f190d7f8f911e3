import 'server-only';
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { VideoTile } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { imageUrl } from '@/lib/media/image-urls';
import { asCurrency, notBannedFor } from './model-row';

export type VideoPage = { total: number; items: VideoTile[] };
type Paging = { first: number; offset: number };

/** §9 trending videos: released within the last 8 days — the tile's `new` badge uses the same window. */
const NEW_VIDEO_DAYS = 8;

const videoColumns = {
  id: videos.id,
  title: videos.title,
  durationSeconds: videos.durationSeconds,
  ageRating: videos.ageRating,
  isVip: videos.isVip,
  isFree: videos.isFree,
  isNew: sql<boolean>`${videos.releasedAt} >= now() - make_interval(days => ${NEW_VIDEO_DAYS})`.mapWith(Boolean),
  currency: videos.currency,
  price: videos.price,
  basePrice: videos.basePrice,
  releasedAt: videos.releasedAt,
  ratingLikes: videos.ratingLikes,
  imageSeed: videos.imageSeed,
  actorId: actors.id,
  actorName: actors.name,
  actorSlug: actors.slug,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

async function listVideos(db: DbOrTx, where: SQL | undefined, paging: Paging): Promise<VideoPage> {
  const rows = await db
    .select(videoColumns)
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(where)
    .orderBy(desc(videos.releasedAt), desc(videos.id))
    .limit(Math.max(0, paging.first))
    .offset(Math.max(0, paging.offset));
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page (or first = 0) the window count has no row to ride on.
    const [row] = await db.select({ n: count() }).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).where(where);
    total = row?.n ?? 0;
  }
  return {
    total,
    items: rows.map((row) => {
      const currency = asCurrency(row.currency);
      return {
        id: row.id,
        title: row.title,
        duration: row.durationSeconds,
        ageRating: row.ageRating,
        vip: row.isVip,
        free: row.isFree,
        new: row.isNew,
        price: { value: row.price, currency },
        basePrice: { value: row.basePrice, currency },
        preview: imageUrl('video', row.imageSeed, 'w640'),
        releasedAt: row.releasedAt.toISOString(),
        ratingLikes: row.ratingLikes,
        model: { id: row.actorId, name: row.actorName, slug: row.actorSlug },
        // The English internal path; pages localize it (i18n/routing.ts).
        link: `/amateur/${row.actorSlug}/video/${row.id}/`,
      };
    }),
  };
}

/** Newest released videos first; performers banned for the viewer's country are left out (§6). */
export function listNewVideos(
  db: DbOrTx,
  input: Paging & { viewerCountry?: string | null },
): Promise<VideoPage> {
  // Scheduled videos stay hidden until their release time.
  return listVideos(db, and(lte(videos.releasedAt, sql`now()`), notBannedFor(input.viewerCountry)), input);
}

/** One performer's released videos, newest first. */
export function listActorVideos(db: DbOrTx, actorId: number, paging: Paging): Promise<VideoPage> {
  return listVideos(db, and(eq(videos.actorId, actorId), lte(videos.releasedAt, sql`now()`)), paging);
}
