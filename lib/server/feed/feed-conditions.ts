import 'server-only';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FeedFilter, FeedPostType } from '@/lib/contracts/feed';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { feedComments, feedLikes, feedPosts, feedPurchases } from '@/lib/server/db/schema/feed';

/** §3 feed totals group the seven types into clips, photos and texts. */
export const CLIP_TYPES: FeedPostType[] = ['clip', 'hotClip'];
export const PHOTO_TYPES: FeedPostType[] = ['photoGallery', 'photos', 'profileImage', 'photoContest'];

export const likedBy = (guestId: number) =>
  sql`exists (select 1 from ${feedLikes} where ${feedLikes.postId} = ${feedPosts.id} and ${feedLikes.guestId} = ${guestId})`;
export const commentedBy = (guestId: number) =>
  sql`exists (select 1 from ${feedComments} where ${feedComments.postId} = ${feedPosts.id} and ${feedComments.guestId} = ${guestId})`;
const boughtBy = (guestId: number) =>
  sql`exists (select 1 from ${feedPurchases} where ${feedPurchases.postId} = ${feedPosts.id} and ${feedPurchases.guestId} = ${guestId})`;
const followedBy = (guestId: number) =>
  sql`exists (select 1 from ${guestFavorites} where ${guestFavorites.targetId} = ${feedPosts.actorId} and ${guestFavorites.guestId} = ${guestId} and ${guestFavorites.subject} = 'actor')`;

/** A visible post: published, not deleted, not scheduled for later. */
export const visiblePost = (now: Date) => and(eq(feedPosts.status, 'published'), lte(feedPosts.publishedAt, now));

/**
 * The base of a page and of its totals: the performer, following and bought filters. A visitor
 * follows, bought, liked and commented nothing, so those filters give him an empty page.
 */
export function baseConditions(filter: FeedFilter, guestId: number | null, now: Date): SQL[] {
  const conditions: SQL[] = [visiblePost(now) as SQL];
  if (filter.modelId !== undefined) conditions.push(eq(feedPosts.actorId, filter.modelId));
  const personal: [boolean | undefined, (id: number) => SQL][] = [
    [filter.following, followedBy],
    [filter.bought, boughtBy],
  ];
  for (const [wanted, condition] of personal) {
    if (!wanted) continue;
    conditions.push(guestId === null ? sql`false` : condition(guestId));
  }
  return conditions;
}

/** The page's own narrowing on top of the base: type, liked, commented. */
export function pageConditions(filter: FeedFilter, guestId: number | null): SQL[] {
  const conditions: SQL[] = [];
  // A type filters by its group as the totals count it (§3: clips, photos, texts), so the "Clips"
  // tab shows as many posts as its count says: hot clips are clips, galleries are photos.
  if (filter.type !== undefined) conditions.push(typeIn(groupOf(filter.type)));
  if (filter.liked) conditions.push(guestId === null ? sql`false` : likedBy(guestId));
  if (filter.commented) conditions.push(guestId === null ? sql`false` : commentedBy(guestId));
  return conditions;
}

export const typeIn = (types: FeedPostType[]) => inArray(feedPosts.type, types);

/** The totals' group a type belongs to. */
function groupOf(type: FeedPostType): FeedPostType[] {
  if (CLIP_TYPES.includes(type)) return CLIP_TYPES;
  if (PHOTO_TYPES.includes(type)) return PHOTO_TYPES;
  return [type];
}
