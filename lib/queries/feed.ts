import { type InfiniteData, infiniteQueryOptions, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';
import type { FeedComment, FeedFilter, FeedPage, FeedPost, FeedTippingGoal } from '@/lib/contracts/feed';
import * as documents from './feed-documents';
import { FEED_PAGE_SIZE } from './feed-documents';
import { feedKeys, newerGoal } from './feed-keys';
import { getQueryClient } from './query-client';

const contracts = () => import('@/lib/contracts/feed');
/** §7 the feed service: its own endpoint; the token goes along only when logged in (the client decides). */
const FEED_PATH = '/feed/graphql' as const;

/** Every goal a page of posts brings is kept under its own key, unless the page holds a newer one already. */
export function rememberGoals(client: Pick<QueryClient, 'setQueryData'>, posts: readonly FeedPost[]): void {
  for (const post of posts) {
    if (post.tippingGoal) client.setQueryData(feedKeys.goal(post.id), (held: FeedTippingGoal | null | undefined) => newerGoal(held, post.tippingGoal));
  }
}

/** query Feed: one page of posts and the §3 totals; "more posts" asks the next offset. */
export function feedListOptions(language: Locale, filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(language, filter),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const { feedPageSchema } = await contracts();
      const variables = { filter, first: FEED_PAGE_SIZE, offset: pageParam };
      const schema = (await import('zod')).object({ feed: feedPageSchema });
      const { feed } = await graphqlRequest(documents.FEED_QUERY, { language, path: FEED_PATH, variables, schema, signal });
      rememberGoals(getQueryClient(), feed.posts);
      return feed;
    },
    getNextPageParam: (last, pages) => (last.posts.length < FEED_PAGE_SIZE ? undefined : pages.reduce((sum, page) => sum + page.posts.length, 0)),
  });
}

/** query Post: one post for this viewer (after a comment, to show the thread as the server keeps it). */
export async function fetchPost(language: Locale, id: number): Promise<FeedPost> {
  const { feedPostSchema } = await contracts();
  const schema = (await import('zod')).object({ post: feedPostSchema });
  return (await graphqlRequest(documents.POST_QUERY, { language, path: FEED_PATH, variables: { id }, schema })).post;
}

/** Applies a change to every loaded copy of the feed's posts: the lists and the single post view. */
function updatePosts(change: (post: FeedPost) => FeedPost): void {
  const client = getQueryClient();
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() }, (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, posts: page.posts.map(change) })) } : old,
  );
  client.setQueriesData<FeedPost>({ queryKey: feedKeys.posts() }, (old) => (old ? change(old) : old));
}

/** A post's new state lands wherever the page shows it. */
export function postChanged(post: FeedPost): void {
  updatePosts((held) => (held.id === post.id ? post : held));
  rememberGoals(getQueryClient(), [post]);
}

/** query Post for the single post view (?post=id, the media library's link to a bought post). */
export function postOptions(language: Locale, id: number) {
  return queryOptions({
    queryKey: feedKeys.post(language, id),
    queryFn: async (): Promise<FeedPost> => {
      const post = await fetchPost(language, id);
      rememberGoals(getQueryClient(), [post]);
      return post;
    },
  });
}

/** likePost / unlikePost (idempotent on the server): the answer is the post with its new count. */
export function likeMutation(language: Locale, postId: number) {
  return mutationOptions({
    mutationKey: [...feedKeys.all, 'like', postId],
    mutationFn: async (like: boolean) => {
      const { feedPostSchema } = await contracts();
      const z = await import('zod');
      const document = like ? documents.LIKE_POST : documents.UNLIKE_POST;
      const answer = await graphqlRequest(document, { language, path: FEED_PATH, variables: { id: postId }, schema: z.object({ likePost: feedPostSchema }).or(z.object({ unlikePost: feedPostSchema })) });
      return 'likePost' in answer ? answer.likePost : answer.unlikePost;
    },
    onSuccess: postChanged,
  });
}

/** commentPost {postId, text, repliesToCommentId}: then the post is read again (its thread as stored). */
export function commentMutation(language: Locale, postId: number) {
  return mutationOptions({
    mutationKey: [...feedKeys.all, 'comment', postId],
    mutationFn: async (input: { text: string; repliesToCommentId: number | null }): Promise<FeedComment> => {
      const { feedCommentSchema } = await contracts();
      const schema = (await import('zod')).object({ commentPost: feedCommentSchema });
      const variables = { input: { postId, text: input.text, repliesToCommentId: input.repliesToCommentId } };
      return (await graphqlRequest(documents.COMMENT_POST, { language, path: FEED_PATH, variables, schema })).commentPost;
    },
    onSuccess: async () => postChanged(await fetchPost(language, postId)),
  });
}

/** deleteComment(id): own comments only (403 else); the post is read again. */
export function deleteCommentMutation(language: Locale, postId: number) {
  return mutationOptions({
    mutationKey: [...feedKeys.all, 'deleteComment', postId],
    mutationFn: async (commentId: number) => {
      const { deleteCommentAnswerSchema } = await contracts();
      const schema = (await import('zod')).object({ deleteComment: deleteCommentAnswerSchema });
      return (await graphqlRequest(documents.DELETE_COMMENT, { language, path: FEED_PATH, variables: { id: commentId }, schema })).deleteComment;
    },
    onSuccess: async () => postChanged(await fetchPost(language, postId)),
  });
}

/** followModel / unfollowModel (the actor pin, §7): every loaded post of that performer follows. */
export function followMutation(language: Locale, modelId: number) {
  return mutationOptions({
    mutationKey: [...feedKeys.all, 'follow', modelId],
    mutationFn: async (follow: boolean) => {
      const { followAnswerSchema } = await contracts();
      const z = await import('zod');
      const document = follow ? documents.FOLLOW_MODEL : documents.UNFOLLOW_MODEL;
      const schema = z.object({ followModel: followAnswerSchema }).or(z.object({ unfollowModel: followAnswerSchema }));
      const answer = await graphqlRequest(document, { language, path: FEED_PATH, variables: { modelId }, schema });
      return 'followModel' in answer ? answer.followModel : answer.unfollowModel;
    },
    onSuccess: ({ modelId: id, following }) =>
      updatePosts((post) => (post.model.id === id ? { ...post, guestState: { ...post.guestState, following } } : post)),
  });
}

/** viewedPost(id): counted once per guest on the server; fire and forget when a guest opens a clip. */
export async function markViewed(language: Locale, id: number): Promise<void> {
  const { feedPostSchema } = await contracts();
  const schema = (await import('zod')).object({ viewedPost: feedPostSchema });
  await graphqlRequest(documents.VIEWED_POST, { language, path: FEED_PATH, variables: { id }, schema });
}

/**
 * A post's tipping goal as this page holds it: seeded by every page of posts and the tip answers,
 * moved by the live event; asked from the server only when nothing brought it yet.
 */
export function tippingGoalOptions(language: Locale, postId: number) {
  return queryOptions({
    queryKey: feedKeys.goal(postId),
    queryFn: async (): Promise<FeedTippingGoal | null> => (await fetchPost(language, postId)).tippingGoal,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
