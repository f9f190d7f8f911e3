import 'server-only';
import * as z from 'zod';
import { runtime } from '@/lib/server/runtime';
import { requirePerformer } from './studio-request';
import { endShow, listStudioShows, startShow } from '@/lib/server/tickets/studio-shows';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';
import { dbIdParamSchema } from '@/lib/contracts/db-id';

const showIdSchema = z.object({ showId: dbIdParamSchema });

/** The performer starts and ends her ticketed cam shows (studio session auth). */
export const studioShowCalls: RestArea = {
  // GET /rest/v1/studio/show/list – her upcoming and running shows with ticket counts
  'show/list': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await listStudioShows(db, actorId) };
    },
  }),

  // POST /rest/v1/studio/show/{showId}/start – in a ticket show; every ticket holder is invited; 404 not hers, 409 ended
  'show/{showId}/start': restCall({
    method: 'POST',
    auth: 'none',
    input: showIdSchema,
    handler: async ({ showId }, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await startShow(db, runtime().pubsub, actorId, showId) };
    },
  }),

  // POST /rest/v1/studio/show/{showId}/end – the show is over (or called off); 404 not hers, 409 ended
  'show/{showId}/end': restCall({
    method: 'POST',
    auth: 'none',
    input: showIdSchema,
    handler: async ({ showId }, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await endShow(db, runtime().pubsub, actorId, showId) };
    },
  }),
};
