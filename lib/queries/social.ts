import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import type { RatingSubject, RatingValue } from '@/lib/contracts/social';
import { getQueryClient } from './query-client';

/**
 * The guest's social data (§3 ratings, notes, tag suggestions): what the cached pages cannot show
 * because it is the guest's own. Keys name no guest: the page's query client is emptied when the
 * guest changes. zod contracts load inside the fetchers.
 */
export const socialKeys = {
  all: ['social'] as const,
  notes: () => [...socialKeys.all, 'note'] as const,
  note: (language: Locale, actorId: number) => [...socialKeys.notes(), actorId, language] as const,
  sedcardsRating: (language: Locale, actorId: number) => [...socialKeys.all, 'sedcardsRating', actorId, language] as const,
  ratings: () => [...socialKeys.all, 'rating'] as const,
  rating: (subject: RatingSubject, id: number) => [...socialKeys.ratings(), subject, id] as const,
};

/** GET actor/getActorNoteById/{actorId}: the guest's own note ('' when none). */
export function actorNoteOptions(language: Locale, actorId: number) {
  return queryOptions({
    queryKey: socialKeys.note(language, actorId),
    queryFn: async ({ signal }) => {
      const { actorNoteResponseSchema } = await import('@/lib/contracts/social');
      return (await restRequest(restPath('actor', 'getActorNoteById', actorId), { language, schema: actorNoteResponseSchema, signal })).data.comment;
    },
  });
}

/** POST actor/storeActorNote {actorId, comment}: answers the note as stored (trimmed; '' deleted it). */
export async function saveActorNote(language: Locale, actorId: number, comment: string): Promise<string> {
  const { actorNoteResponseSchema } = await import('@/lib/contracts/social');
  return (await restRequest('actor/storeActorNote', { language, body: { actorId, comment }, schema: actorNoteResponseSchema })).data.comment;
}

/** The sedcards' counts and the guest's flags (§3 sedcards carry isLiked and isDisliked). */
export type SedcardsRating = { likes: number; dislikes: number; isLiked: boolean; isDisliked: boolean };

/** §7 getsedcards/{actorId}/{payload} with §9 limit 0: the rating needs no pictures. */
export async function fetchSedcardsRating(session: ApiSession, actorId: number, signal?: AbortSignal): Promise<SedcardsRating> {
  const [{ sedcardsSchema }, { dataEnvelope }] = await Promise.all([import('@/lib/contracts/album'), import('@/lib/contracts/envelope')]);
  const path = restPath('gallery', 'getsedcards', actorId, JSON.stringify({ limit: 0 }));
  const { data } = await restRequest(path, { ...session, schema: dataEnvelope(sedcardsSchema), signal });
  return { ...data.rating, isLiked: data.isLiked, isDisliked: data.isDisliked };
}

export function sedcardsRatingOptions(language: Locale, actorId: number) {
  return queryOptions({
    queryKey: socialKeys.sedcardsRating(language, actorId),
    queryFn: ({ signal }) => fetchSedcardsRating({ language }, actorId, signal),
  });
}

/** Everyone's counts and the guest's own rating (§3 isLiked → 5, isDisliked → 1, neither → null). */
export type RatingAnswer = { likes: number; dislikes: number; mine: RatingValue | null };

const mineOf = (flags: { isLiked: boolean; isDisliked: boolean }): RatingValue | null => (flags.isLiked ? 5 : flags.isDisliked ? 1 : null);

/**
 * Sends one rating (§9 like 5, dislike 1) and answers the subject's counts with the guest's rating
 * as the server now has them: §7 setSedcardsGuestRating/{actorId} and the gallery calls for albums
 * and pictures (REST), rateVideo for videos (GraphQL).
 */
export async function sendRating(session: ApiSession, subject: RatingSubject, id: number, value: RatingValue): Promise<RatingAnswer> {
  if (subject === 'video') return rateVideo(session, id, value);
  const call =
    subject === 'album'
      ? { path: 'gallery/rateAlbum', body: { albumId: id, rating: value } }
      : subject === 'picture'
        ? { path: 'gallery/ratePicture', body: { pictureId: id, rating: value } }
        : { path: restPath('actor', 'setSedcardsGuestRating', id), body: { value } };
  const { ratingResponseSchema } = await import('@/lib/contracts/social');
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

async function rateVideo(session: ApiSession, videoId: number, value: RatingValue): Promise<RatingAnswer> {
  const [{ z }, { graphqlRequest }] = await Promise.all([import('zod'), import('@/lib/api/query')]);
  const schema = z.object({
    rateVideo: z.object({ rating: z.object({ likes: z.number().int(), dislikes: z.number().int() }), liked: z.boolean(), disliked: z.boolean() }),
  });
  const { rateVideo: answer } = await graphqlRequest(RATE_VIDEO, { ...session, schema, variables: { videoId, like: value === 5 } });
  return { ...answer.rating, mine: mineOf({ isLiked: answer.liked, isDisliked: answer.disliked }) };
}

/**
 * The server's answer to the guest's last rating of a subject on this page: set by rate(), never
 * fetched. A control that unmounts and comes back (the enlarged picture, closed and opened again)
 * still shows it, and a rating sent on a visitor's behalf after login (§3 onLoginAction) reaches
 * the control that shows it. Kept as long as the page (or the guest: the cache is emptied on a change).
 */
export function ratingAnswerOptions(subject: RatingSubject, id: number) {
  return queryOptions<RatingAnswer>({ queryKey: socialKeys.rating(subject, id), queryFn: skipToken, staleTime: Infinity, gcTime: Infinity });
}

/** The rating mutation: sends it for the page's guest and keeps the server's answer under its key. Throws when refused. */
export async function rate(language: Locale, subject: RatingSubject, id: number, value: RatingValue): Promise<RatingAnswer> {
  const answer = await sendRating({ language }, subject, id, value);
  const client = getQueryClient();
  // An answer outlives the control that showed it (see ratingAnswerOptions).
  client.setQueryDefaults(socialKeys.ratings(), { gcTime: Infinity });
  client.setQueryData(socialKeys.rating(subject, id), answer);
  return answer;
}

/** POST gallery/suggestTag {albumId, tag}: answers {success}; throws the server's refusal (an ApiError). */
export async function suggestTag(session: ApiSession, albumId: number, tag: string): Promise<void> {
  const { z } = await import('zod');
  await restRequest('gallery/suggestTag', { ...session, body: { albumId, tag }, schema: z.object({ success: z.literal(true) }) });
}
