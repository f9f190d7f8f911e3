import 'server-only';
import { newsletterSubscribeInputSchema, newsletterUnsubscribeInputSchema } from '@/lib/contracts/personal';
import { subscribeNewsletter, unsubscribeNewsletter } from '@/lib/server/personal/newsletter';
import { type RestArea, restCall } from '../call';

/** §7 newsletter calls of the guest area (§6: they need login); types are the §3 bits 256, 512, 1024, 2048. */
export const guestNewsletterCalls: RestArea = {
  // POST /rest/v1/guest/newsletter/subscribe {typeId, userId, emailAddress} – the caller only, with the account's email
  'newsletter/subscribe': restCall({
    method: 'POST',
    auth: 'guest',
    input: newsletterSubscribeInputSchema,
    handler: async (input, { db, guest }) => ({ success: true, data: await subscribeNewsletter(db, guest.guestId, input) }),
  }),

  // POST /rest/v1/guest/newsletter/unsubscribe {typeId}
  'newsletter/unsubscribe': restCall({
    method: 'POST',
    auth: 'guest',
    input: newsletterUnsubscribeInputSchema,
    handler: async ({ typeId }, { db, guest }) => ({ success: true, data: await unsubscribeNewsletter(db, guest.guestId, typeId) }),
  }),
};
