import 'server-only';
import * as z from 'zod';
import { RATING_DISLIKE, RATING_LIKE } from '@/lib/contracts/social';
import { AppError } from '@/lib/server/errors';
import { videoAccess } from '@/lib/server/purchases/access';
import { rateSubject } from '@/lib/server/social/rate-subject';
import type { GraphqlContext } from './context';

const rateVideoArgs = z.object({ videoId: z.number().int().positive().max(2_147_483_647), like: z.boolean() });

async function rateVideo(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = rateVideoArgs.parse(raw);
  if (!context.guest) throw new AppError('UNAUTHORIZED', 'Rating a video needs a logged-in guest.');
  const { guestId } = context.guest;
  const state = await rateSubject(context.db, {
    guestId,
    subject: 'video',
    id: args.videoId,
    value: args.like ? RATING_LIKE : RATING_DISLIKE,
    viewerCountry: context.viewerCountry,
  });
  const access = (await videoAccess(context.db, guestId, args.videoId, context.viewerCountry))?.access ?? null;
  return {
    videoId: args.videoId,
    rating: state.rating,
    liked: state.isLiked,
    disliked: state.isDisliked,
    guestInfo: { bought: access === 'bought', gifted: access === 'gifted', flatrate: access === 'flatrate', liked: state.isLiked },
  };
}

export const ratingsResolvers = { Mutation: { rateVideo } };
