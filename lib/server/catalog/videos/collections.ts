import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { VideoCollection } from '@/lib/contracts/video';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { collectionVideos, collections } from '@/lib/server/db/schema/content';
import { cachedCount } from './count-cache';
import { visibleTo } from './conditions';
import { selectVideoRows, toVideoTile } from './video-row';

type CollectionsInput = {
  language: Locale;
  /** Collections to return, in their editorial order. */
  first: number;
  /** Videos per collection, in the collection's order. */
  videosPerCollection: number;
  viewerCountry?: string | null;
};

/** §7 collections with their videos (released, not banned for the viewer: §6). */
export async function listCollections(db: DbOrTx, input: CollectionsInput): Promise<VideoCollection[]> {
  const list = await db
    .select({ id: collections.id, slug: collections.slug, name: sql<string>`${collections.names} ->> ${input.language}` })
    .from(collections)
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(Math.max(0, input.first));
  const visible = visibleTo(input.viewerCountry);
  return Promise.all(
    list.map(async (collection) => {
      const inCollection = and(eq(collectionVideos.collectionId, collection.id), visible);
      const [rows, videoCount] = await Promise.all([
        selectVideoRows(db)
          .innerJoin(collectionVideos, eq(collectionVideos.videoId, videos.id))
          .where(inCollection)
          .orderBy(asc(collectionVideos.position))
          .limit(Math.max(0, input.videosPerCollection)),
        cachedCount(db, `collection ${collection.id} ${input.viewerCountry?.toUpperCase() ?? '-'}`, async () => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(collectionVideos)
            .innerJoin(videos, eq(videos.id, collectionVideos.videoId))
            .innerJoin(actors, eq(actors.id, videos.actorId))
            .where(inCollection);
          return row?.n ?? 0;
        }),
      ]);
      return { id: collection.id, slug: collection.slug, name: collection.name ?? collection.slug, videoCount, videos: rows.map(toVideoTile) };
    }),
  );
}
