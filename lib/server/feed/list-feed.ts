import 'server-only';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FeedFilter, FeedPage, FeedTotals } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPosts } from '@/lib/server/db/schema/feed';
import { type BuildContext, buildPosts } from './build-posts';
import { baseConditions, CLIP_TYPES, commentedBy, likedBy, PHOTO_TYPES, pageConditions, typeIn } from './feed-conditions';
import { selectPostRows } from './post-rows';

type Input = { filter: FeedFilter; first: number; offset: number };

/**
 * §7 feed: one page of posts, newest first (a performer's own feed puts her pinned posts first),
 * with §3 feed totals over the same performer/following/bought base, so the type and
 * liked/commented tabs can show their counts whichever tab is open.
 */
export async function listFeed(db: DbOrTx, { filter, first, offset }: Input, context: BuildContext): Promise<FeedPage> {
  const guestId = context.viewer?.guestId ?? null;
  const base = baseConditions(filter, guestId, context.now);
  const order = filter.modelId !== undefined ? [desc(feedPosts.pinned), desc(feedPosts.publishedAt), desc(feedPosts.id)] : [desc(feedPosts.publishedAt), desc(feedPosts.id)];
  const [rows, totals] = await Promise.all([
    selectPostRows(db)
      .where(and(...base, ...pageConditions(filter, guestId)))
      .orderBy(...order)
      .limit(first)
      .offset(offset),
    feedTotals(db, base, guestId),
  ]);
  return { posts: await buildPosts(db, rows, context), totals };
}

async function feedTotals(db: DbOrTx, base: SQL[], guestId: number | null): Promise<FeedTotals> {
  const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);
  const none = sql`false`;
  const [row] = await db
    .select({
      totalCount: count(),
      clips: countWhere(typeIn(CLIP_TYPES)),
      photos: countWhere(typeIn(PHOTO_TYPES)),
      texts: countWhere(eq(feedPosts.type, 'text')),
      liked: countWhere(guestId === null ? none : likedBy(guestId)),
      commented: countWhere(guestId === null ? none : commentedBy(guestId)),
    })
    .from(feedPosts)
    .where(and(...base));
  return row ?? { totalCount: 0, clips: 0, photos: 0, texts: 0, liked: 0, commented: 0 };
}
