import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restPath, restRequest } from '@/lib/api/rest';
import type { StudioFeedComment, StudioFeedCreate } from '@/lib/contracts/feed';
import { studioKeys } from './studio-keys';

const contracts = () => import('@/lib/contracts/feed');

/** Her feed posts, under the studio's keys (the studio has its own QueryClient and token). */
export const studioFeedKeys = {
  all: [...studioKeys.all, 'feed'] as const,
  posts: () => [...studioKeys.all, 'feed', 'posts'] as const,
};

/** GET studio/feed/posts: her published posts, newest first. */
export function studioFeedPostsOptions(language: Locale) {
  return queryOptions({
    queryKey: studioFeedKeys.posts(),
    queryFn: async ({ signal }) => {
      const { studioFeedPostsSchema } = await contracts();
      const { dataEnvelope } = await import('@/lib/contracts/envelope');
      return (await restRequest('studio/feed/posts', { language, schema: dataEnvelope(studioFeedPostsSchema), signal })).data.posts;
    },
  });
}

/** POST studio/feed/post {type, title, text, photoIds?, videoId?, priceCoins, tippingGoalCoins?, fsk}: 422 names the bad field. */
export function createStudioPostMutation(language: Locale) {
  return mutationOptions({
    mutationKey: [...studioFeedKeys.all, 'create'],
    mutationFn: async (body: StudioFeedCreate) => {
      const { studioFeedPostAnswerSchema } = await contracts();
      const { dataEnvelope } = await import('@/lib/contracts/envelope');
      return (await restRequest('studio/feed/post', { language, method: 'POST', body, schema: dataEnvelope(studioFeedPostAnswerSchema) })).data.post;
    },
  });
}

/** POST studio/feed/post/{id}/delete: her own post leaves the feed (404 when not hers). */
export function deleteStudioPostMutation(language: Locale) {
  return mutationOptions({
    mutationKey: [...studioFeedKeys.all, 'delete'],
    mutationFn: async (postId: number) => {
      const { deleteCommentAnswerSchema } = await contracts();
      const { dataEnvelope } = await import('@/lib/contracts/envelope');
      return (await restRequest(restPath('studio', 'feed', 'post', postId, 'delete'), { language, method: 'POST', body: {}, schema: dataEnvelope(deleteCommentAnswerSchema) })).data;
    },
  });
}

/** POST studio/feed/post/{id}/comment {text, repliesToCommentId?}: her comment or reply under her own post. */
export function studioCommentMutation(language: Locale, postId: number) {
  return mutationOptions({
    mutationKey: [...studioFeedKeys.all, 'comment', postId],
    mutationFn: async (body: StudioFeedComment) => {
      const { studioFeedCommentAnswerSchema } = await contracts();
      const { dataEnvelope } = await import('@/lib/contracts/envelope');
      return (await restRequest(restPath('studio', 'feed', 'post', postId, 'comment'), { language, method: 'POST', body, schema: dataEnvelope(studioFeedCommentAnswerSchema) })).data.comment;
    },
  });
}
