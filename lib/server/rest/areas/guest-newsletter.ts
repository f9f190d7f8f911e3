import 'server-only';
import { newsletterSubscribeInputSchema, newsletterUnsubscribeInputSchema } from '@/lib/contracts/personal';
import { publishClaim } from '@/lib/server/daily-bonus/publish-claim';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import { subscribeNewsletter, unsubscribeNewsletter } from '@/lib/server/personal/newsletter';
import { newsletterEventReward } from '@/lib/server/seasonal/newsletter-reward';
import { toRewardEntry } from '@/lib/server/seasonal/reward-history';
import { type RestArea, restCall } from '../call';

/** §7 newsletter calls of the guest area (§6: they need login); types are the §3 bits 256, 512, 1024, 2048. */
export const guestNewsletterCalls: RestArea = {
  // POST /rest/v1/guest/newsletter/subscribe {typeId, userId, emailAddress, qmday?} – the caller only, with the
  // account's email; a live VR porn event's subscribe reward comes with it (eventRewards), once per guest
  'newsletter/subscribe': restCall({
    method: 'POST',
    auth: 'guest',
    input: newsletterSubscribeInputSchema.extend(testDayInput),
    handler: async (input, { db, guest }) => {
      const now = requestNow(input);
      const { state, won } = await db.transaction(async (tx) => ({
        state: await subscribeNewsletter(tx, guest.guestId, input),
        won: await newsletterEventReward(tx, guest.guestId, input.typeId, now),
      }));
      for (const changes of won.changes) await publishClaim(db, guest.guestId, changes, now);
      return { success: true, data: { ...state, eventRewards: won.rewards.map(toRewardEntry) } };
    },
  }),

  // POST /rest/v1/guest/newsletter/unsubscribe {typeId}
  'newsletter/unsubscribe': restCall({
    method: 'POST',
    auth: 'guest',
    input: newsletterUnsubscribeInputSchema,
    handler: async ({ typeId }, { db, guest }) => ({ success: true, data: await unsubscribeNewsletter(db, guest.guestId, typeId) }),
  }),
};
