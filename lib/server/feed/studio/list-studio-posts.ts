import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { FeedPost } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPosts } from '@/lib/server/db/schema/feed';
import { runtime } from '@/lib/server/runtime';
import { buildPosts } from '../build-posts';
import { selectPostRows } from '../post-rows';

/**
 * Her own published posts, newest first (or one of them). Built as a visitor sees them: the
 * studio shows what her guests see before buying; her media she already has in her albums.
 */
export async function studioPosts(db: DbOrTx, actorId: number, now: Date, postId?: number): Promise<FeedPost[]> {
  const conditions = [eq(feedPosts.actorId, actorId), eq(feedPosts.status, 'published')];
  if (postId !== undefined) conditions.push(eq(feedPosts.id, postId));
  const rows = await selectPostRows(db)
    .where(and(...conditions))
    .orderBy(desc(feedPosts.publishedAt), desc(feedPosts.id))
    .limit(100);
  return buildPosts(db, rows, { viewer: null, tokenKey: runtime().tokenKey, now });
}
