import 'server-only';
import { guestInfoBatchInputSchema } from '@/lib/contracts/guest-info-batch';
import { guestInfoBatch } from '@/lib/server/purchases/guest-info-batch';
import { type RestArea, restCall } from '../call';

/** The guest's state on the tiles of cached pages, in one request per page; gallery.ts spreads it in. */
export const galleryGuestInfoCalls: RestArea = {
  // POST /rest/v1/gallery/guestInfos {videoIds ≤ 200, albumIds ≤ 200} – §3 guestInfo (bought, gifted, flatrate, liked) of each, for the logged-in guest
  guestInfos: restCall({
    method: 'POST',
    auth: 'guest',
    input: guestInfoBatchInputSchema,
    handler: async (input, { db, guest }) => ({ success: true, data: await guestInfoBatch(db, guest.guestId, input) }),
  }),
};
