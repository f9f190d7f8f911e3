import 'server-only';
import * as z from 'zod';
import { getActorData } from '@/lib/server/catalog/get-actor-data';
import { getActorState } from '@/lib/server/catalog/get-actor-state';
import { findVisibleActor } from '@/lib/server/catalog/profile/find-actor';
import { actorPreviewImage, actorTvLivestream } from '@/lib/server/catalog/profile/get-actor-media-info';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';
import { actorConversionChatCalls } from './actor-conversion-chat';
import { actorGuestCalls } from './actor-guest';
import { actorIdOrNameSchema, restIdSchema as actorIdSchema } from './rest-ids';

/** §7 actor area. Bans (§6) use the guest's country when a token is sent. */
export const actorArea: RestArea = {
  ...actorGuestCalls,
  ...actorConversionChatCalls,
  // GET /rest/v1/actor/getActorDataByIdOrName/{actorIdOrName} – §3 actor data by id or name (any case)
  'getActorDataByIdOrName/{actorIdOrName}': restCall({
    method: 'GET',
    auth: 'optional',
    // qmday (§7 optional test day) is accepted and not used yet.
    input: z.object({ actorIdOrName: actorIdOrNameSchema, qmday: z.string().max(10).optional() }),
    handler: async ({ actorIdOrName }, { db, viewerCountry, guest }) => {
      const data = await getActorData(db, actorIdOrName, viewerCountry, guest?.guestId ?? null);
      if (!data) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data };
    },
  }),

  // GET /rest/v1/actor/getActorStateById/{actorId} – online, show and voyeur state of one actor
  'getActorStateById/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorId: actorIdSchema }),
    handler: async ({ actorId }, { db, viewerCountry }) => {
      const data = await getActorState(db, actorId, viewerCountry);
      if (!data) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data };
    },
  }),

  // GET /rest/v1/actor/getActorPreviewImage/{actorIdOrName} – the avatar (§9 age rating 16) at w320/w640/w1280
  'getActorPreviewImage/{actorIdOrName}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorIdOrName: actorIdOrNameSchema }),
    handler: async ({ actorIdOrName }, { db, viewerCountry }) => {
      const actor = await findVisibleActor(db, actorIdOrName, viewerCountry);
      if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data: actorPreviewImage(actor) };
    },
  }),

  // GET /rest/v1/actor/getActorTVLivestreamDataById/{actorId} – whether she is on the TV program now, and her next slot
  'getActorTVLivestreamDataById/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorId: actorIdSchema }),
    handler: async ({ actorId }, { db, viewerCountry, language }) => {
      const actor = await findVisibleActor(db, actorId, viewerCountry);
      if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data: await actorTvLivestream(db, actor, language) };
    },
  }),
};
