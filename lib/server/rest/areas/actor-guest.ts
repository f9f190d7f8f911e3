import 'server-only';
import { actorNoteInputSchema, rateSedcardsInputSchema, storeActorNoteInputSchema } from '@/lib/contracts/social';
import { getActorNote, storeActorNote } from '@/lib/server/social/actor-notes';
import { type RestArea, restCall } from '../call';
import { rateSedcards } from './gallery-social';

/** Guest calls of the §7 actor area (notes, sedcard rating); actor.ts spreads them in. */
export const actorGuestCalls: RestArea = {
  // GET /rest/v1/actor/getActorNoteById/{actorId} – the guest's own note on a performer ('' when none)
  'getActorNoteById/{actorId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: actorNoteInputSchema,
    handler: async ({ actorId }, { db, guest, viewerCountry }) => ({
      success: true,
      data: await getActorNote(db, { guestId: guest.guestId, actorId, viewerCountry }),
    }),
  }),

  // POST /rest/v1/actor/storeActorNote {actorId, comment} – write the guest's note (≤ 2000 characters); empty deletes it
  storeActorNote: restCall({
    method: 'POST',
    auth: 'guest',
    input: storeActorNoteInputSchema,
    handler: async ({ actorId, comment }, { db, guest, viewerCountry }) => ({
      success: true,
      data: await storeActorNote(db, { guestId: guest.guestId, actorId, comment, viewerCountry }),
    }),
  }),

  // POST /rest/v1/actor/setSedcardsGuestRating/{actorId} {value|guestRating: 5|1} – like or dislike a performer's sedcards
  'setSedcardsGuestRating/{actorId}': restCall({ method: 'POST', auth: 'guest', input: rateSedcardsInputSchema, handler: rateSedcards }),
};
