import 'server-only';
import { streamInputSchema } from '@/lib/contracts/video-stream';
import { grantStream } from '@/lib/server/media/stream-grant';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';

/** The stream call of the §7 gallery area; gallery.ts spreads it into its table. */
export const galleryStreamCalls: RestArea = {
  // GET /rest/v1/gallery/stream?videoId= – a signed, 10-minute stream URL for a free, bought, gifted or flatrate video (fsk 18 needs avs; 403 COUNTRY_BANNED, §6)
  stream: restCall({
    method: 'GET',
    auth: 'optional',
    input: streamInputSchema,
    handler: async ({ videoId }, { db, guest, viewerCountry }) => ({
      success: true,
      data: await grantStream(db, runtime().tokenKey, { viewer: guest && { guestId: guest.guestId, avsAccepted: guest.avsAccepted }, videoId, viewerCountry }),
    }),
  }),
};
