import 'server-only';
import { type ConversionChatResponse, conversionChatInputSchema } from '@/lib/contracts/conversion-chat';
import { disableConversionChat, enableConversionChat } from '@/lib/server/conversion-chat/answer-offer';
import { publishConversionChatGranted } from '@/lib/server/conversion-chat/publish-trial';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';

/** The conversion-chat call of the §7 guest area. */
export const guestConversionChatCalls: RestArea = {
  // POST /rest/v1/guest/conversionChat {action: enable|disable} – accept the free chat trial (once, 409 after) or decline it
  conversionChat: restCall({
    method: 'POST',
    auth: 'guest',
    input: conversionChatInputSchema,
    handler: async ({ action }, { db, guest }): Promise<ConversionChatResponse> => {
      const now = new Date();
      if (action === 'disable') {
        await disableConversionChat(db, guest.guestId, now);
        return { success: true };
      }
      await enableConversionChat(db, guest.guestId, now);
      await publishConversionChatGranted(db, runtime().pubsub, guest.guestId, now);
      return { success: true };
    },
  }),
};
