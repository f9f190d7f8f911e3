import 'server-only';
import * as z from 'zod';
import { dbIdParamSchema } from '@/lib/contracts/db-id';
import { studioFeedCommentSchema, studioFeedCreateSchema } from '@/lib/contracts/feed';
import { commentAsPerformer } from '@/lib/server/feed/studio/comment-as-performer';
import { createStudioPost } from '@/lib/server/feed/studio/create-studio-post';
import { deleteStudioPost } from '@/lib/server/feed/studio/delete-studio-post';
import { studioPosts } from '@/lib/server/feed/studio/list-studio-posts';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';
import { requirePerformer } from './studio-request';

/** The performer's feed posts (§3 feed post): list, create, delete (studio performer token). */
export const studioFeedCalls: RestArea = {
  // GET /rest/v1/studio/feed/posts – her published posts, newest first
  'feed/posts': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: { posts: await studioPosts(db, actorId, new Date()) } };
    },
  }),

  // POST /rest/v1/studio/feed/post – a new post {type, title, text, photoIds?, videoId?, priceCoins?, tippingGoalCoins?, fsk}; 422 bad input or media not hers
  'feed/post': restCall({
    method: 'POST',
    auth: 'none',
    input: studioFeedCreateSchema,
    handler: async (input, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: { post: await createStudioPost(db, actorId, input, new Date()) } };
    },
  }),

  // POST /rest/v1/studio/feed/post/{postId}/comment – her comment {text, repliesToCommentId?} under her own post; 404 not hers
  'feed/post/{postId}/comment': restCall({
    method: 'POST',
    auth: 'none',
    input: studioFeedCommentSchema.extend({ postId: dbIdParamSchema }),
    handler: async ({ postId, ...comment }, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: { comment: await commentAsPerformer(db, actorId, postId, comment, new Date()) } };
    },
  }),

  // POST /rest/v1/studio/feed/post/{postId}/delete – removes her own post from the feed; 404 not hers
  'feed/post/{postId}/delete': restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({ postId: dbIdParamSchema }),
    handler: async ({ postId }, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      await deleteStudioPost(db, actorId, postId);
      return { success: true, data: { success: true } };
    },
  }),
};
