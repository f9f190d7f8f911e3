import 'server-only';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import * as z from 'zod';
import { COMMENTS_LIMIT } from '@/lib/catalog/rules';
import { sedcardQuerySchema } from '@/lib/contracts/album';
import { findVisibleActor } from '@/lib/server/catalog/profile/find-actor';
import { isVisibleAlbum } from '@/lib/server/catalog/albums/find-album';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { getSedcards } from '@/lib/server/catalog/albums/get-sedcards';
import { listAlbumComments } from '@/lib/server/catalog/albums/list-album-comments';
import { AppError } from '@/lib/server/errors';
import { type RestArea, type RestContext, restCall } from '../call';
import { actorIdOrNameSchema, restIdSchema } from './rest-ids';

/** Numbers may arrive as JSON numbers or as digit strings ("16", "-1"). */
const numeric = (value: unknown) => (typeof value === 'string' && /^-?\d{1,6}$/.test(value) ? Number(value) : value);

/** The getsedcards payload: URL-encoded JSON {limit, fsk}; §9 defaults limit -1 (all), fsk 'none'. */
const sedcardPayloadSchema = z.object({
  limit: z.preprocess(numeric, sedcardQuerySchema.shape.limit),
  fsk: z.preprocess(numeric, sedcardQuerySchema.shape.fsk),
});

/** A JSON text that does not parse is malformed input (400), like a malformed body. */
function parsePayload(payload: string | undefined): unknown {
  if (payload === undefined) return {};
  try {
    return JSON.parse(payload);
  } catch {
    throw new AppError('MALFORMED_JSON', 'The payload is not valid JSON.');
  }
}

type SedcardInput = { actorIdOrName: string; payload?: string };

async function sedcards({ actorIdOrName, payload }: SedcardInput, { db, guest, viewerCountry }: RestContext<'optional'>) {
  const query = sedcardPayloadSchema.parse(parsePayload(payload));
  const actor = await findVisibleActor(db, actorIdOrName, viewerCountry);
  if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
  return { success: true, data: await getSedcards(db, actor, query, maxAgeRatingFor(guest), guest?.guestId ?? null) };
}

/** The album calls of the §7 gallery area; gallery.ts spreads them into its table. */
export const galleryAlbumCalls: RestArea = {
  // GET /rest/v1/gallery/getsedcards/{actorIdOrName} – a performer's profile pictures (§9: all, any fsk)
  'getsedcards/{actorIdOrName}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorIdOrName: actorIdOrNameSchema }),
    handler: sedcards,
  }),

  // GET /rest/v1/gallery/getsedcards/{actorIdOrName}/{payload} – the same with {limit, fsk} (URL-encoded JSON)
  'getsedcards/{actorIdOrName}/{payload}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorIdOrName: actorIdOrNameSchema, payload: z.string().max(500) }),
    handler: sedcards,
  }),

  // GET /rest/v1/gallery/getComments?albumId=&limit=&offset= – §3 comments of an album, newest first
  getComments: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({
      albumId: restIdSchema,
      // §9: the call's limit field is 500; pages show 5 at a time.
      limit: z.coerce.number().int().min(1).max(COMMENTS_LIMIT).default(COMMENTS_LIMIT),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    handler: async ({ albumId, limit, offset }, { db, guest, viewerCountry }) => {
      if (!(await isVisibleAlbum(db, albumId, viewerCountry))) throw new AppError('NOT_FOUND', 'No such album.');
      const data = await listAlbumComments(db, { albumId, limit, offset, guestId: guest?.guestId ?? null });
      return { success: true, data };
    },
  }),

  // GET /rest/v1/gallery/open?albumId=&fsk=&limit= – an album's info and pictures as the caller may see them; guestInfo (bought, isLiked, isDisliked) for the caller
  open: restCall({
    method: 'GET',
    auth: 'optional',
    // §9: fsk = highest age rating to include ('none': all), limit = number of pictures (-1: all).
    input: z.object({ albumId: restIdSchema, ...sedcardPayloadSchema.partial().shape }),
    handler: async ({ albumId, fsk, limit }, { db, guest, viewerCountry }) => {
      // Previews for everyone, the rest with access; §6: fsk-18 pictures only with accepted avs.
      const album = await getAlbumDetail(db, {
        albumId,
        viewerCountry,
        maxAgeRating: maxAgeRatingFor(guest),
        guestId: guest?.guestId ?? null,
        pictures: { fsk, limit },
      });
      if (!album) throw new AppError('NOT_FOUND', 'No such album.');
      return { success: true, data: album };
    },
  }),
};
