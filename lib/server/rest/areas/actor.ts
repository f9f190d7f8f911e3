import 'server-only';
import { z } from 'zod';
import { getActorData } from '@/lib/server/catalog/get-actor-data';
import { getActorState } from '@/lib/server/catalog/get-actor-state';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';

/** A PostgreSQL integer id: out-of-range digits are bad input (422), not a database error. */
const actorIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** §7 actor area. Bans (§6) use the guest's country when a token is sent. */
export const actorArea: RestArea = {
  // GET /rest/v1/actor/getActorDataByIdOrName/{actorIdOrName} – §3 actor data by id or name (any case)
  'getActorDataByIdOrName/{actorIdOrName}': restCall({
    method: 'GET',
    auth: 'optional',
    // qmday (§7 optional test day) is accepted and not used yet.
    input: z.object({ actorIdOrName: z.string().trim().min(1).max(100), qmday: z.string().max(10).optional() }),
    handler: async ({ actorIdOrName }, { db, viewerCountry }) => {
      const data = await getActorData(db, actorIdOrName, viewerCountry);
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
};
