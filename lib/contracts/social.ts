import * as z from 'zod';
import { albumCommentSchema } from './album';
import { dataEnvelope } from './envelope';
import { dbIdParamSchema as idSchema } from './db-id';

/**
 * Guest interactions with albums, pictures, sedcards, videos and performers: ratings,
 * comments, album views, tag suggestions and private notes. Inputs are what the REST calls parse;
 * the answers are what they send inside `{ success, data }`.
 */

/** What a guest can rate; `sedcards` rates a performer's profile pictures by actor id. */
export const ratingSubjects = ['album', 'picture', 'sedcards', 'video'] as const;
export type RatingSubject = (typeof ratingSubjects)[number];

/** §9 album ratings: like 5, dislike 1 (used for pictures, sedcards and videos alike). */
export const RATING_LIKE = 5;
export const RATING_DISLIKE = 1;
const numeric = (value: unknown) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value);
export const ratingValueSchema = z.preprocess(numeric, z.union([z.literal(RATING_LIKE), z.literal(RATING_DISLIKE)], { error: 'A rating is 5 (like) or 1 (dislike).' }));
export type RatingValue = z.infer<typeof ratingValueSchema>;

/** §7 names the field `guestRating` (setGuestRating, setPictureGuestRating); ours say `rating` / `value`. Both are read. */
function withAlias(from: string, to: string) {
  return (raw: unknown) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const record = raw as Record<string, unknown>;
    return record[to] === undefined && record[from] !== undefined ? { ...record, [to]: record[from] } : record;
  };
}

// POST /rest/v1/gallery/rateAlbum {albumId, rating: 5|1} (also §7 setGuestRating {albumId, guestRating})
export const rateAlbumInputSchema = z.preprocess(withAlias('guestRating', 'rating'), z.object({ albumId: idSchema, rating: ratingValueSchema }));
// POST /rest/v1/gallery/ratePicture {pictureId, rating: 5|1} (also §7 setPictureGuestRating {pictureId, guestRating})
export const ratePictureInputSchema = z.preprocess(withAlias('guestRating', 'rating'), z.object({ pictureId: idSchema, rating: ratingValueSchema }));
// POST /rest/v1/actor/setSedcardsGuestRating/{actorId} {value: 5|1} (§7 also {guestRating})
export const rateSedcardsInputSchema = z.preprocess(withAlias('guestRating', 'value'), z.object({ actorId: idSchema, value: ratingValueSchema }));

/** A subject's counts after a rating, and how the requesting guest rated it (§3 isLiked, isDisliked). */
export const ratingStateSchema = z.object({
  subject: z.enum(ratingSubjects),
  id: z.number().int(),
  rating: z.object({ likes: z.number().int(), dislikes: z.number().int() }),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
});
export type RatingState = z.infer<typeof ratingStateSchema>;
export const ratingResponseSchema = dataEnvelope(ratingStateSchema);

/** Comments: 1–500 characters after trimming; shown as text, and markup is refused outright. */
export const COMMENT_MAX_LENGTH = 500;
export const commentTextSchema = z
  .string()
  .trim()
  .min(1, 'The comment is empty.')
  .max(COMMENT_MAX_LENGTH, `A comment has at most ${COMMENT_MAX_LENGTH} characters.`)
  .refine((text) => !/<[a-z/!?]/i.test(text), 'Comments cannot contain HTML.');

// POST /rest/v1/gallery/postComment {albumId, text} (§7 names the text commentText; both are read).
// Refusals besides validation: COMMENTS_BLOCKED (403), ALREADY_COMMENTED (409).
export const postCommentInputSchema = z.preprocess(withAlias('commentText', 'text'), z.object({ albumId: idSchema, text: commentTextSchema }));
export const postCommentResultSchema = z.object({
  albumId: z.number().int(),
  comment: albumCommentSchema,
  commentsTotal: z.number().int(),
  isGuestAllowedToCommentAlbum: z.boolean(),
});
export type PostCommentResult = z.infer<typeof postCommentResultSchema>;
export const postCommentResponseSchema = dataEnvelope(postCommentResultSchema);

// POST /rest/v1/gallery/view {albumId} – a logged-in guest opened the album
export const albumViewInputSchema = z.object({ albumId: idSchema });
export const albumViewResultSchema = z.object({
  albumId: z.number().int(),
  albumTotalViews: z.number().int(),
  /** False when this guest's view of the album was already counted today (Berlin time). */
  counted: z.boolean(),
});
export const albumViewResponseSchema = dataEnvelope(albumViewResultSchema);

// POST /rest/v1/gallery/suggestTag {albumId, tag} – answers {success}
export const TAG_MIN_LENGTH = 2;
export const TAG_MAX_LENGTH = 40;
export const suggestTagInputSchema = z.object({
  albumId: idSchema,
  tag: z
    .string()
    .transform((tag) => tag.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(TAG_MIN_LENGTH, `A tag has at least ${TAG_MIN_LENGTH} characters.`)
        .max(TAG_MAX_LENGTH, `A tag has at most ${TAG_MAX_LENGTH} characters.`)
        .regex(/^[\p{L}\p{N} -]+$/u, 'A tag holds letters, digits, spaces and hyphens only.'),
    ),
});

/** §3 note (actorId, comment): a guest's private note on a performer; only its author reads it. */
export const ACTOR_NOTE_MAX_LENGTH = 2000;
export const actorNoteSchema = z.object({
  actorId: z.number().int(),
  /** Empty when the guest has no note. */
  comment: z.string(),
  updatedAt: z.string().nullable(),
});
export type ActorNote = z.infer<typeof actorNoteSchema>;
export const actorNoteResponseSchema = dataEnvelope(actorNoteSchema);
// GET /rest/v1/actor/getActorNoteById/{actorId}
export const actorNoteInputSchema = z.object({ actorId: idSchema });
// POST /rest/v1/actor/storeActorNote {actorId, comment} – an empty comment deletes the note
export const storeActorNoteInputSchema = z.object({
  actorId: idSchema,
  comment: z.string().trim().max(ACTOR_NOTE_MAX_LENGTH, `A note has at most ${ACTOR_NOTE_MAX_LENGTH} characters.`),
});
