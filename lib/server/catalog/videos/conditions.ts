import 'server-only';
import { and, exists, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { VideoCategory, VideoFilter, VideoFilterType } from '@/lib/contracts/video';
import { TOP_MONTHS, TRENDING_DAYS } from '@/lib/catalog/rules';
import { collectionVideos } from '@/lib/server/db/schema/content';
import type { DbOrTx } from '@/lib/server/db/client';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import { notBannedFor } from '../model-row';

/** The acting group of female performers (actors.type 'F'; videos copy it into acting_group). */
export const FEMALE_ACTING_GROUP = 'F';

/** §9 trending: released within the last 8 days. */
export const releasedWithinTrendingWindow = (): SQL =>
  sql`${videos.releasedAt} >= now() - make_interval(days => ${TRENDING_DAYS})`;

/** §9 top: released within the last 9 months. */
const releasedWithinTopWindow = (): SQL => sql`${videos.releasedAt} >= now() - make_interval(months => ${TOP_MONTHS})`;

/** Written exactly as the partial index predicates of schema/catalog.ts, so the planner can prove them. */
const isFree = (): SQL => sql`${videos.isFree}`;
const isDiscounted = (): SQL => sql`${videos.price} < ${videos.basePrice}`;

/**
 * §5 bought videos: the ones the viewer owns by a purchase row (money, voucher or gift; written
 * once by lib/server/purchases/buy-item.ts). An anonymous viewer owns nothing: the empty set.
 */
const bought = (guestId: number | null | undefined): SQL =>
  guestId
    ? exists(
        sql`(select 1 from ${purchases} where ${purchases.guestId} = ${guestId} and ${purchases.itemType} = 'video' and ${purchases.itemId} = ${videos.id})`,
      )
    : sql`false`;

/** What every list shows: released videos (scheduled ones stay hidden) of performers not banned for the viewer (§6). */
export function visibleTo(viewerCountry: string | null | undefined): SQL {
  return and(sql`${videos.releasedAt} <= now()`, notBannedFor(viewerCountry)) as SQL;
}

/** §5/§9: the rule of each category (the default sort is in category-rules.ts). */
export function categoryCondition(category: VideoCategory, guestId?: number | null): SQL | undefined {
  switch (category) {
    case 'allVideos':
    case 'newVideos':
      return undefined;
    case 'discountedVideos':
      return isDiscounted();
    case 'trendingVideos':
      return releasedWithinTrendingWindow();
    case 'topVideos':
      return releasedWithinTopWindow();
    // §9: free videos, female acting group only.
    case 'freeVideos':
      return and(isFree(), sql`${videos.actingGroup} = ${FEMALE_ACTING_GROUP}`);
    case 'vip30Videos':
      return sql`${videos.isVip30Offer}`;
    case 'boughtVideos':
      return bought(guestId);
  }
}

/** One §3 filter type as a condition on a video row. */
export function typeCondition(type: VideoFilterType, guestId?: number | null): SQL {
  switch (type) {
    case 'free':
      return isFree();
    case 'premium': // a paid video
      return sql`not ${videos.isFree}`;
    case 'discount':
      return isDiscounted();
    case 'vip':
      return sql`${videos.isVip}`;
    case 'bought':
      return bought(guestId);
    case 'trending':
      return releasedWithinTrendingWindow();
    case 'vxselect': // picked by the editors: part of a collection
      return exists(sql`(select 1 from ${collectionVideos} where ${collectionVideos.videoId} = ${videos.id})`);
    case 'vip30':
      return sql`${videos.isVip30Offer}`;
    case 'classic':
      return sql`${videos.isClassic}`;
    case 'shared': // shot by a couple, so shared by two performers
      return inArray(videos.actingGroup, ['FM', 'FF']);
    case 'original': // produced as a clip, not recorded from a cam show
      return sql`not ${videos.isCamRecording}`;
  }
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day means its whole day (UTC): `from` its start, `until` up to the next day's start. */
function releasedBound(value: string, side: 'from' | 'until'): SQL {
  if (!DAY_ONLY.test(value)) {
    const at = new Date(value);
    return side === 'from' ? gte(videos.releasedAt, at) : lte(videos.releasedAt, at);
  }
  const start = new Date(`${value}T00:00:00Z`);
  if (side === 'from') return gte(videos.releasedAt, start);
  return lt(videos.releasedAt, new Date(start.getTime() + 86_400_000));
}

/**
 * §3 video filter. Fields narrow the list together (AND); the entries of one array are
 * alternatives (OR): `types: ['free', 'discount']` is free or discounted videos.
 */
export function filterCondition(
  filter: (VideoFilter & { tagIds?: readonly number[] }) | undefined,
  guestId?: number | null,
): SQL | undefined {
  if (!filter) return undefined;
  const parts: (SQL | undefined)[] = [];
  if (filter.modelIds?.length) parts.push(inArray(videos.actorId, filter.modelIds));
  if (filter.actingGroups?.length) parts.push(inArray(videos.actingGroup, filter.actingGroups));
  if (filter.ids?.length) parts.push(inArray(videos.id, filter.ids));
  if (filter.tagIds) {
    // Tag groups already resolved to ids (resolveTagIds): the planner sees the real ids and their
    // frequencies, and a group that does not exist ends the query at once instead of walking an
    // order index through every video looking for a match.
    parts.push(
      filter.tagIds.length === 0
        ? sql`false`
        : exists(sql`(select 1 from ${videoTags} where ${videoTags.videoId} = ${videos.id} and ${inArray(videoTags.tagId, [...filter.tagIds])})`),
    );
  } else if (filter.tags?.length) {
    parts.push(
      exists(
        sql`(select 1 from ${videoTags} inner join ${tags} on ${tags.id} = ${videoTags.tagId}
          where ${videoTags.videoId} = ${videos.id} and ${inArray(tags.tagGroup, filter.tags)})`,
      ),
    );
  }
  if (filter.releasedFrom) parts.push(releasedBound(filter.releasedFrom, 'from'));
  if (filter.releasedUntil) parts.push(releasedBound(filter.releasedUntil, 'until'));
  if (filter.types?.length) parts.push(or(...filter.types.map((type) => typeCondition(type, guestId))));
  return and(...parts);
}

/** The ids of the §3 filter's tag groups (the tags table is small), for filterCondition. */
export async function resolveTagIds<F extends VideoFilter>(db: DbOrTx, filter: F | undefined): Promise<(F & { tagIds?: number[] }) | undefined> {
  if (!filter?.tags?.length) return filter;
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.tagGroup, [...filter.tags]));
  return { ...filter, tagIds: rows.map((row) => row.id) };
}
