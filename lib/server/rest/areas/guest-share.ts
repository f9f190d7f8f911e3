import 'server-only';
import { type VideoShareEmailResponse, videoShareEmailInputSchema } from '@/lib/contracts/share';
import { sendVideoShareEmail } from '@/lib/server/share/send-video-share-email';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/** §7 guest sendVideoShareEmail, spread into the guest area. */
export const guestShareCalls: RestArea = {
  // POST /rest/v1/guest/sendVideoShareEmail {videoId, email, message?} – a real mail; 5 an hour, then 409 SHARE_LIMIT_REACHED
  sendVideoShareEmail: restCall({
    method: 'POST',
    auth: 'guest',
    input: videoShareEmailInputSchema,
    handler: async (input, { db, guest, request }): Promise<VideoShareEmailResponse> => {
      assertJsonRequest(request);
      return { success: true, data: await sendVideoShareEmail(db, guest.guestId, input) };
    },
  }),
};
