import 'server-only';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { MIN_RATINGS_SHOWN } from '@/lib/catalog/rules';
import { TOP_CAMS_MAX, type TopCam, type TopCamList, type TopCamView } from '@/lib/contracts/top-cam';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorChatRatings, actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { asCurrency, notBannedFor } from '../model-row';
import { loadSedcardImages } from '../sedcard-images';
import { inRatingWindow, loadShownRatingStats, satisfiedShare } from './chat-rating-stats';
import { cached } from '../ttl-cache';

/** Rankings may be a minute old, like list totals. */
const TOP_CAMS_TTL_MS = 60_000;

const topCamColumns = {
  id: actors.id,
  name: actors.name,
  slug: actors.slug,
  isOnline: actors.isOnline,
  imageSeed: actors.imageSeed,
  pinnedCount: actors.pinnedCount,
  rankingPointsVideoCall: actors.rankingPointsVideoCall,
  mobileVideoCall: actorFeatures.mobileVideoCall,
  age: sql<number>`extract(year from age(current_date, ${actorProfiles.birthDate}))::int`.mapWith(Number),
  spokenLanguages: actorProfiles.spokenLanguages,
  currency: actorPrices.currency,
  videoCall: actorPrices.videoCall,
};

/**
 * The ids of a view, best first (at most 100). Each view ranks the actors table alone — one
 * ordered column, or for best chats one aggregate per performer — and only the 100 winners are
 * joined to their profile, prices and features afterwards: joining all 10,000 performers first
 * and sorting the join costs ten times more.
 */
async function rankedIds(db: DbOrTx, view: TopCamView, viewerCountry: string | null): Promise<number[]> {
  const banned = notBannedFor(viewerCountry);
  if (view === 'bestChats') {
    // §5 best chats: the satisfaction of the last 90 days, only for performers with at least 10
    // ratings in that window; ties go to the performer with more ratings. A LATERAL aggregate per
    // performer reads her ratings through the (actor_id, rated_at) index, so the rating table
    // is never scanned whole.
    const stats = db
      .select({ ratings: sql<number>`count(*)`.as('ratings'), share: satisfiedShare.as('share') })
      .from(actorChatRatings)
      .where(and(eq(actorChatRatings.actorId, actors.id), inRatingWindow()))
      .as('stats');
    const rows = await db
      .select({ id: actors.id })
      .from(actors)
      .innerJoinLateral(stats, sql`true`)
      .where(and(banned, gte(stats.ratings, MIN_RATINGS_SHOWN)))
      .orderBy(desc(stats.share), desc(stats.ratings), asc(actors.id))
      .limit(TOP_CAMS_MAX);
    return rows.map((r) => r.id);
  }
  if (view === 'videoCall') {
    const rows = await db
      .select({ id: actors.id })
      .from(actors)
      .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
      .where(and(banned, eq(actorFeatures.mobileVideoCall, true)))
      .orderBy(desc(actors.rankingPointsVideoCall), asc(actors.id))
      .limit(TOP_CAMS_MAX);
    return rows.map((r) => r.id);
  }
  const order: Record<'top100' | 'favorites', SQL[]> = {
    top100: [desc(actors.rankPoints), asc(actors.id)],
    favorites: [desc(actors.pinnedCount), asc(actors.id)],
  };
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(banned)
    .orderBy(...order[view])
    .limit(TOP_CAMS_MAX);
  return rows.map((r) => r.id);
}

async function loadView(db: DbOrTx, view: TopCamView, viewerCountry: string | null): Promise<TopCam[]> {
  const ids = await rankedIds(db, view, viewerCountry);
  if (ids.length === 0) return [];
  const [rows, ratings, sedcards] = await Promise.all([
    db
      .select(topCamColumns)
      .from(actors)
      .innerJoin(actorProfiles, eq(actorProfiles.actorId, actors.id))
      .innerJoin(actorPrices, eq(actorPrices.actorId, actors.id))
      .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
      .where(inArray(actors.id, ids)),
    loadShownRatingStats(db, ids),
    loadSedcardImages(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id, index) => {
    const row = byId.get(id);
    if (!row) return [];
    const rating = ratings.get(id);
    const avatarPicture = imageUrl('avatar', row.imageSeed, 'w320');
    return [
      {
        position: index + 1,
        id: row.id,
        name: row.name,
        slug: row.slug,
        profileLink: `/amateur/${row.slug}/`,
        online: row.isOnline,
        // A mobile video call is only reachable while the performer is online.
        onlineVideocall: row.isOnline && row.mobileVideoCall,
        age: row.age,
        previewPicture: sedcards.get(id)?.[0] ?? avatarPicture,
        avatarPicture,
        spokenLanguages: row.spokenLanguages,
        pinnedCount: row.pinnedCount,
        ratingCount: rating?.count ?? null,
        satisfactionRate: rating?.satisfactionRate ?? null,
        rankingPointsVideoCall: row.rankingPointsVideoCall,
        videocallPrice: { value: row.videoCall, currency: asCurrency(row.currency) },
      },
    ];
  });
}

export type ListTopCamsInput = { view: TopCamView; first?: number; viewerCountry?: string | null };

/**
 * §7 top cams: one view, at most 100 entries, best first; performers banned for the viewer's
 * country are left out (§6) and the places close up. Cached 60 s per (view, country).
 */
export async function listTopCams(db: DbOrTx, input: ListTopCamsInput): Promise<TopCamList> {
  const country = input.viewerCountry?.toUpperCase() ?? null;
  const items = await cached(db, JSON.stringify(['topCams', input.view, country]), TOP_CAMS_TTL_MS, () =>
    loadView(db, input.view, country),
  );
  const first = Math.min(Math.max(0, input.first ?? TOP_CAMS_MAX), TOP_CAMS_MAX);
  return { view: input.view, items: items.slice(0, first) };
}
