import 'server-only';
import {
  albumViewInputSchema,
  postCommentInputSchema,
  rateAlbumInputSchema,
  ratePictureInputSchema,
  rateSedcardsInputSchema,
  suggestTagInputSchema,
} from '@/lib/contracts/social';
import { isAppError } from '@/lib/server/errors';
import { toErrorBody } from '@/lib/server/http/error-response';
import { runtime } from '@/lib/server/runtime';
import { countAlbumView } from '@/lib/server/social/count-album-view';
import { invalidateAlbumPages } from '@/lib/server/social/invalidate-album-pages';
import { type CommentRefusal, postAlbumComment } from '@/lib/server/social/post-comment';
import { rateSubject } from '@/lib/server/social/rate-subject';
import { suggestAlbumTag } from '@/lib/server/social/suggest-tag';
import { type RestArea, type RestContext, restCall } from '../call';

type RateAlbum = { albumId: number; rating: 5 | 1 };
type RatePicture = { pictureId: number; rating: 5 | 1 };
type RateSedcards = { actorId: number; value: 5 | 1 };

const rateAlbum = async ({ albumId, rating }: RateAlbum, { db, guest, viewerCountry }: RestContext<'guest'>) => ({
  success: true,
  data: await rateSubject(db, { guestId: guest.guestId, subject: 'album', id: albumId, value: rating, viewerCountry }),
});

const ratePicture = async ({ pictureId, rating }: RatePicture, { db, guest, viewerCountry }: RestContext<'guest'>) => ({
  success: true,
  data: await rateSubject(db, { guestId: guest.guestId, subject: 'picture', id: pictureId, value: rating, viewerCountry }),
});

/** Shared with the actor area (actor-guest.ts), where the brief's clients call it. */
export const rateSedcards = async ({ actorId, value }: RateSedcards, { db, guest, viewerCountry }: RestContext<'guest'>) => ({
  success: true,
  data: await rateSubject(db, { guestId: guest.guestId, subject: 'sedcards', id: actorId, value, viewerCountry }),
});

/**
 * The one error body with the refusal as its code (COMMENTS_BLOCKED 403, ALREADY_COMMENTED 409),
 * so clients can tell a blocked guest from a second comment. The shared error codes table
 * (lib/server/errors.ts) has the generic FORBIDDEN / CONFLICT the service throws.
 */
async function withCommentRefusal<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    const reason = isAppError(error) ? (error.details as Partial<CommentRefusal> | undefined)?.reason : undefined;
    if (!reason) throw error;
    const { status, body } = toErrorBody(error);
    return Response.json({ ...body, error: { ...body.error, code: reason } }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
}

/** Guest calls of the §7 gallery area: ratings, comments, views, tag suggestions; gallery.ts spreads them in. */
export const gallerySocialCalls: RestArea = {
  // POST /rest/v1/gallery/rateAlbum {albumId, rating: 5|1} – like (5) or dislike (1) an album (§9); answers the new counts
  rateAlbum: restCall({ method: 'POST', auth: 'guest', input: rateAlbumInputSchema, handler: rateAlbum }),
  // POST /rest/v1/gallery/setGuestRating {albumId, guestRating: 5|1} – §7's name for rateAlbum
  setGuestRating: restCall({ method: 'POST', auth: 'guest', input: rateAlbumInputSchema, handler: rateAlbum }),

  // POST /rest/v1/gallery/ratePicture {pictureId, rating: 5|1} – like or dislike one picture
  ratePicture: restCall({ method: 'POST', auth: 'guest', input: ratePictureInputSchema, handler: ratePicture }),
  // POST /rest/v1/gallery/setPictureGuestRating {pictureId, guestRating: 5|1} – §7's name for ratePicture
  setPictureGuestRating: restCall({ method: 'POST', auth: 'guest', input: ratePictureInputSchema, handler: ratePicture }),

  // POST /rest/v1/gallery/setSedcardsGuestRating/{actorId} {guestRating|value: 5|1} – §7 sedcard rating (also under actor/)
  'setSedcardsGuestRating/{actorId}': restCall({ method: 'POST', auth: 'guest', input: rateSedcardsInputSchema, handler: rateSedcards }),

  // POST /rest/v1/gallery/postComment {albumId, text} – the guest's one comment (1–500 characters, no HTML); answers it and the new total
  postComment: restCall({
    method: 'POST',
    auth: 'guest',
    input: postCommentInputSchema,
    handler: ({ albumId, text }, { db, guest, viewerCountry }) =>
      withCommentRefusal(async () => {
        const data = await postAlbumComment(db, { guestId: guest.guestId, albumId, text, viewerCountry });
        await invalidateAlbumPages(db, runtime().pubsub, albumId);
        return { success: true, data };
      }),
  }),

  // POST /rest/v1/gallery/view {albumId} – a logged-in guest's album view, counted once per album and day
  view: restCall({
    method: 'POST',
    auth: 'guest',
    input: albumViewInputSchema,
    handler: async ({ albumId }, { db, guest, viewerCountry }) => ({
      success: true,
      data: await countAlbumView(db, { guestId: guest.guestId, albumId, viewerCountry }),
    }),
  }),

  // POST /rest/v1/gallery/suggestTag {albumId, tag} – suggest a tag (2–40 letters, digits, spaces, hyphens) for an album
  suggestTag: restCall({
    method: 'POST',
    auth: 'guest',
    input: suggestTagInputSchema,
    handler: async ({ albumId, tag }, { db, guest, viewerCountry }) => {
      await suggestAlbumTag(db, { guestId: guest.guestId, albumId, tag, viewerCountry });
      return { success: true };
    },
  }),
};
