import 'server-only';
import * as z from 'zod';
import { commentPostInputSchema, feedArgsSchema, feedIdSchema, tipPostInputSchema } from '@/lib/contracts/feed';
import { AppError } from '@/lib/server/errors';
import { pinFavorite } from '@/lib/server/favorites/pin-favorite';
import { unpinFavorite } from '@/lib/server/favorites/unpin-favorite';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';
import { runtime } from '@/lib/server/runtime';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import type { BuildContext } from '@/lib/server/feed/build-posts';
import { buyPost } from '@/lib/server/feed/buy-post';
import { commentPost } from '@/lib/server/feed/comment-post';
import { deleteComment } from '@/lib/server/feed/delete-comment';
import { getPost } from '@/lib/server/feed/get-post';
import { likePost, unlikePost } from '@/lib/server/feed/like-post';
import { listFeed } from '@/lib/server/feed/list-feed';
import { publishTippingGoal } from '@/lib/server/feed/publish-tipping-goal';
import { tipPost } from '@/lib/server/feed/tip-post';
import { viewPost } from '@/lib/server/feed/view-post';

type Resolver = (parent: unknown, raw: unknown, context: GraphqlContext) => Promise<unknown>;

const idArgs = z.object({ id: feedIdSchema });
const modelArgs = z.object({ modelId: feedIdSchema });

function buildContext(context: GraphqlContext): BuildContext {
  const guest = context.guest;
  return { viewer: guest ? { guestId: guest.guestId, avsAccepted: guest.avsAccepted } : null, tokenKey: runtime().tokenKey, now: contextNow(context) };
}

/** Every feed mutation needs a logged-in guest (§7: bearer token only when logged in). */
function guestOf(context: GraphqlContext): number {
  if (!context.guest) throw new AppError('UNAUTHORIZED', 'Log in first.');
  return context.guest.guestId;
}

/** A mutation that answers the post as this guest now sees it. */
function postMutation(change: (db: GraphqlContext['db'], guestId: number, postId: number, now: Date) => Promise<void>): Resolver {
  return async (_parent, raw, context) => {
    const guestId = guestOf(context);
    const { id } = idArgs.parse(raw);
    const built = buildContext(context);
    await change(context.db, guestId, id, built.now);
    return getPost(context.db, id, built);
  };
}

function followMutation(following: boolean): Resolver {
  return async (_parent, raw, context) => {
    const guestId = guestOf(context);
    const { modelId } = modelArgs.parse(raw);
    await (following ? pinFavorite : unpinFavorite)(context.db, guestId, 'actor', modelId);
    return { modelId, following };
  };
}

const feedQuery: Resolver = (_parent, raw, context) => {
  const args = feedArgsSchema.parse(stripNulls(raw));
  return listFeed(context.db, args, buildContext(context));
};

const buyPostMutation: Resolver = async (_parent, raw, context) => {
  const guestId = guestOf(context);
  const { id } = idArgs.parse(raw);
  const built = buildContext(context);
  const outcome = await buyPost(context.db, guestId, id, built.now);
  // §7 guestBalance to every session of the guest (and §2 auto recharge), as a video purchase does.
  if (outcome.charged) await afterBalanceChange(context.db, runtime().pubsub, guestId);
  return { success: true, guestBalance: outcome.guestBalance, post: await getPost(context.db, id, built) };
};

const tipPostMutation: Resolver = async (_parent, raw, context) => {
  const guestId = guestOf(context);
  const input = tipPostInputSchema.parse((raw as { input?: unknown }).input);
  const outcome = await tipPost(context.db, guestId, input, contextNow(context));
  await afterBalanceChange(context.db, runtime().pubsub, guestId);
  await publishTippingGoal(runtime().pubsub, input.postId, outcome.tippingGoal);
  return { success: true, guestBalance: outcome.guestBalance, tippingGoal: outcome.tippingGoal };
};

/** GraphQL sends absent optional arguments as null; the zod defaults apply to undefined. */
function stripNulls(raw: unknown): Record<string, unknown> {
  const entries = Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, value]) => value !== null);
  const out = Object.fromEntries(entries);
  if (out.filter && typeof out.filter === 'object') out.filter = Object.fromEntries(Object.entries(out.filter).filter(([, value]) => value !== null));
  return out;
}

export const feedResolvers = {
  Query: {
    feed: feedQuery,
    post: ((_parent, raw, context) => getPost(context.db, idArgs.parse(raw).id, buildContext(context))) satisfies Resolver,
  },
  Mutation: {
    viewedPost: postMutation(viewPost),
    buyPost: buyPostMutation,
    likePost: postMutation(likePost),
    unlikePost: postMutation(unlikePost),
    commentPost: (async (_parent, raw, context) => {
      const guestId = guestOf(context);
      return commentPost(context.db, guestId, commentPostInputSchema.parse((raw as { input?: unknown }).input), contextNow(context));
    }) satisfies Resolver,
    deleteComment: (async (_parent, raw, context) => {
      await deleteComment(context.db, guestOf(context), idArgs.parse(raw).id);
      return { success: true };
    }) satisfies Resolver,
    tipPost: tipPostMutation,
    followModel: followMutation(true),
    unfollowModel: followMutation(false),
  },
};
