import 'server-only';
import * as z from 'zod';
import type { ConversionChatActorsResponse } from '@/lib/contracts/conversion-chat';
import { listConversionChatActors } from '@/lib/server/conversion-chat/list-actors';
import { type RestArea, restCall } from '../call';

/** The conversion-chat list of the §7 actor area; actor.ts spreads it in. */
export const actorConversionChatCalls: RestArea = {
  // GET /rest/v1/actor/conversionChatActors – up to 30 online performers who take trial chats, with avatar and price per minute
  conversionChatActors: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({}),
    handler: async (_input, { db, viewerCountry }): Promise<ConversionChatActorsResponse> => ({
      success: true,
      data: { actors: await listConversionChatActors(db, viewerCountry) },
    }),
  }),
};
