import 'server-only';
import { promoCodeInputSchema } from '@/lib/contracts/bonus';
import { hasRedeemedCode } from '@/lib/server/bonus/has-redeemed-code';
import { type RestArea, restCall } from '../call';

/** §7 misc promo calls. */
export const promoArea: RestArea = {
  // GET /rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode} – true until the guest redeems the code
  'hasGuestNotRedeemedOnTopCodeInstance/{promoCode}': restCall({
    method: 'GET',
    auth: 'guest',
    input: promoCodeInputSchema,
    handler: async ({ promoCode }, { db, guest }) => ({
      success: true,
      data: { hasNotRedeemed: !(await hasRedeemedCode(db, guest.guestId, promoCode)) },
    }),
  }),
};
