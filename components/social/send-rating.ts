import { z } from 'zod';
import type { ApiSession } from '@/lib/api/client-config';
import { graphqlRequest } from '@/lib/api/query';
import { restPath, restRequest } from '@/lib/api/rest';
import { ratingResponseSchema } from '@/lib/contracts/social';
import { mineOf, RATING_LIKE, type RatedSubject, type Rating, type RatingValue } from './rating-state';

/**
 * Sends one rating and answers the subject's counts with the guest's rating as the server now
 * has them. Loaded with import() on the first click (it carries zod and the API clients).
 * §7 setSedcardsGuestRating/{actorId} and the gallery calls for albums and pictures (REST),
 * rateVideo for videos (GraphQL).
 */
export async function sendRating(session: ApiSession, subject: RatedSubject, id: number, value: RatingValue): Promise<Rating> {
  if (subject === 'video') return rateVideo(session, id, value);
  const call =
    subject === 'album'
      ? { path: 'gallery/rateAlbum', body: { albumId: id, rating: value } }
      : subject === 'picture'
        ? { path: 'gallery/ratePicture', body: { pictureId: id, rating: value } }
        : { path: restPath('actor', 'setSedcardsGuestRating', id), body: { value } };
  const { data } = await restRequest(call.path, { ...session, body: call.body, schema: ratingResponseSchema });
  return { likes: data.rating.likes, dislikes: data.rating.dislikes, mine: mineOf(data) };
}

const RATE_VIDEO = /* GraphQL */ `
  mutation RateVideo($videoId: Int!, $like: Boolean!) {
    rateVideo(videoId: $videoId, like: $like) {
      rating {
        likes
        dislikes
      }
      liked
      disliked
    }
  }
`;

const rateVideoSchema = z.object({
  rateVideo: z.object({ rating: z.object({ likes: z.number().int(), dislikes: z.number().int() }), liked: z.boolean(), disliked: z.boolean() }),
});

async function rateVideo(session: ApiSession, videoId: number, value: RatingValue): Promise<Rating> {
  const { rateVideo: answer } = await graphqlRequest(RATE_VIDEO, { ...session, schema: rateVideoSchema, variables: { videoId, like: value === RATING_LIKE } });
  return { ...answer.rating, mine: mineOf({ isLiked: answer.liked, isDisliked: answer.disliked }) };
}
