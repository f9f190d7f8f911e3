import 'server-only';
import { connection } from 'next/server';
import { feedFilterOf, parseFeedFilterName } from '@/components/feed/feed-filters';
import type { FeedInitial } from '@/components/feed/feed-view';
import { FEED_PAGE_SIZE } from '@/lib/queries/feed-documents';
import { isAppError } from '@/lib/server/errors';
import { getPost } from '@/lib/server/feed/get-post';
import { listFeed } from '@/lib/server/feed/list-feed';
import { runtime } from '@/lib/server/runtime';

type Query = Record<string, string | string[] | undefined>;
const POST_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * What the feed page renders on the server, AS A VISITOR sees it (§7 feed without a token): the
 * HTML is the same for everybody, so the page cache may share it; the client island asks again per
 * guest. A guest-only filter (liked, commented, bought, following) is empty for a visitor; ?post=id
 * is one post (null when a visitor may not see it: its buyer's island asks with his token).
 */
export async function loadFeedPage(query: Query): Promise<FeedInitial> {
  await connection(); // reads the database: never at build time
  const { db, tokenKey } = runtime();
  const context = { viewer: null, tokenKey, now: new Date() };
  const rawPost = Array.isArray(query.post) ? query.post[0] : query.post;
  if (rawPost !== undefined && POST_ID.test(rawPost) && Number(rawPost) <= MAX_ID) {
    const postId = Number(rawPost);
    const post = await getPost(db, postId, context).catch((error: unknown) => {
      if (isAppError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    return { kind: 'post', postId, post };
  }
  const filterName = parseFeedFilterName(query.filter);
  const filter = feedFilterOf(filterName);
  return { kind: 'list', filterName, filter, page: await listFeed(db, { filter, first: FEED_PAGE_SIZE, offset: 0 }, context) };
}
