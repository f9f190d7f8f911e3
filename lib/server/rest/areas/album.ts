import 'server-only';
import { type BuyResponse, buyInputSchema } from '@/lib/contracts/purchase';
import { buyItem } from '@/lib/server/purchases/buy-item';
import { publishPurchase } from '@/lib/server/purchases/publish-purchase';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/** §7 album area: buying a video or a photo album. */
export const albumArea: RestArea = {
  // POST /rest/v1/album/{albumId}/buy – buys a video or photo album once (voucher first, then the EUR balance); 404 unknown, 409 NOT_FOR_SALE (free), 409 INSUFFICIENT_FUNDS with error.details {price, balance, missing}
  '{albumId}/buy': restCall({
    method: 'POST',
    auth: 'guest',
    input: buyInputSchema,
    handler: async ({ albumId }, { db, guest, request, viewerCountry }): Promise<BuyResponse> => {
      assertJsonRequest(request);
      const outcome = await buyItem(db, guest.guestId, albumId, new Date(), viewerCountry);
      await publishPurchase(db, runtime().pubsub, guest.guestId, outcome);
      return outcome.response;
    },
  }),
};
