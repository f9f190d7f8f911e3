import 'server-only';
import * as z from 'zod';
import { getActorSeoContent } from '@/lib/server/catalog/seo/actor-seo-content';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';

/** §7 misc: SEO content per actor and tag group. */
export const seoArea: RestArea = {
  // GET /rest/v1/seo/getActorSeoContent/{actorId}/{tagGroup} – SEO text of a performer's tag page
  'getActorSeoContent/{actorId}/{tagGroup}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({
      actorId: z.coerce.number().int().positive().max(2_147_483_647),
      tagGroup: z.string().trim().min(1).max(100),
    }),
    handler: async ({ actorId, tagGroup }, { db, language, viewerCountry }) => {
      const data = await getActorSeoContent(db, { actorId, tagGroup, language, viewerCountry });
      if (!data) throw new AppError('NOT_FOUND', 'No such actor or tag group.');
      return { success: true, data };
    },
  }),
};
