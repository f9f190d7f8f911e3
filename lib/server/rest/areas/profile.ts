import 'server-only';
import * as z from 'zod';
import { getActorSales } from '@/lib/server/catalog/profile/get-actor-sales';
import { findVisibleActor } from '@/lib/server/catalog/profile/find-actor';
import { getProfilePreview } from '@/lib/server/catalog/profile/get-profile-preview';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';
import { restIdSchema } from './rest-ids';

/** §7 profile area. Bans (§6) use the guest's country when a token is sent, else the geo header's. */
export const profileArea: RestArea = {
  // GET /rest/v1/profile/phoenix/get_profile_preview/{actorId} – the small card of a performer
  'phoenix/get_profile_preview/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorId: restIdSchema }),
    handler: async ({ actorId }, { db, viewerCountry }) => {
      const data = await getProfilePreview(db, actorId, viewerCountry);
      if (!data) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data };
    },
  }),

  // GET /rest/v1/profile/sales/actor/{actorId} – what she sells: counts and price ranges of videos and albums
  'sales/actor/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorId: restIdSchema }),
    handler: async ({ actorId }, { db, viewerCountry }) => {
      const actor = await findVisibleActor(db, actorId, viewerCountry);
      if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data: await getActorSales(db, actor.id) };
    },
  }),
};
