import 'server-only';
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import type { VideoStar } from '@/lib/contracts/video';
import { TRENDING_DAYS } from '@/lib/catalog/rules';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { notBannedFor } from '../model-row';
import { cachedCount } from './count-cache';

type StarsInput = { first: number; offset: number; viewerCountry?: string | null };

const released = sql`${videos.releasedAt} <= now()`;

/** Performers with at least one released video, not banned for the viewer (§6). */
function starsWhere(viewerCountry: string | null | undefined) {
  return and(exists(sql`(select 1 from ${videos} where ${videos.actorId} = ${actors.id} and ${released})`), notBannedFor(viewerCountry));
}

/**
 * §3 video stars (actorId, actorName, age, videoCount, newVideoCount, online, spokenLanguages),
 * online performers first, then by rank: an index scan over actors with per-row counts for the
 * page only. `newVideoCount` counts videos of the §9 trending window (8 days), like the `new` flag.
 */
export async function listVideoStars(db: DbOrTx, input: StarsInput): Promise<{ total: number; items: VideoStar[] }> {
  const where = starsWhere(input.viewerCountry);
  const rowsQuery = db
    .select({
      id: actors.id,
      name: actors.name,
      slug: actors.slug,
      online: actors.isOnline,
      imageSeed: actors.imageSeed,
      age: sql<number>`extract(year from age(current_date, ${actorProfiles.birthDate}))::int`.mapWith(Number),
      spokenLanguages: actorProfiles.spokenLanguages,
      videoCount: sql<number>`(select count(*) from ${videos} where ${videos.actorId} = ${actors.id} and ${released})`.mapWith(Number),
      newVideoCount: sql<number>`(select count(*) from ${videos} where ${videos.actorId} = ${actors.id} and ${released}
        and ${videos.releasedAt} >= now() - make_interval(days => ${TRENDING_DAYS}))`.mapWith(Number),
    })
    .from(actors)
    .innerJoin(actorProfiles, eq(actorProfiles.actorId, actors.id))
    .where(where)
    .orderBy(desc(actors.isOnline), desc(actors.rankPoints), asc(actors.id))
    .limit(Math.max(0, input.first))
    .offset(Math.max(0, input.offset));
  const totalQuery = cachedCount(db, `stars ${input.viewerCountry?.toUpperCase() ?? '-'}`, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(actors).where(where);
    return row?.n ?? 0;
  });
  const [rows, total] = await Promise.all([rowsQuery, totalQuery]);
  return {
    total,
    items: rows.map((row) => ({
      actorId: row.id,
      actorName: row.name,
      slug: row.slug,
      age: row.age,
      videoCount: row.videoCount,
      newVideoCount: row.newVideoCount,
      online: row.online,
      spokenLanguages: row.spokenLanguages,
      avatar: imageUrl('avatar', row.imageSeed, 'w320'),
    })),
  };
}
