import 'server-only';
import * as z from 'zod';
import { cancelSubscriptionInputSchema, cancellationOfferInputSchema } from '@/lib/contracts/subscriptions';
import { cookieNames } from '@/lib/cookies/names';
import { isHttps } from '@/lib/server/http/session-cookie';
import { AppError } from '@/lib/server/errors';
import { announceStatusBar } from '@/lib/server/status-bars/create-status-bar';
import { announceRemovedStatusBars } from '@/lib/server/status-bars/remove-status-bar';
import { acceptCancellationOffer, cancelSubscription } from '@/lib/server/subscriptions/cancel-subscription';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { renewDueSubscriptions } from '@/lib/server/subscriptions/renew-subscriptions';
import { subscriptionState } from '@/lib/server/subscriptions/subscription-state';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, parseCalendarDay, testDaysAllowed } from '@/lib/server/time/test-day';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { type RestArea, RestReply, restCall } from '../call';

/** Subscription calls of the §7 guest area. */
export const guestSubscriptionCalls: RestArea = {
  // GET /rest/v1/guest/subscriptions – {isVip, isVXTVAboSubscriber, subscriptions}
  subscriptions: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await subscriptionState(db, guest.guestId) }),
  }),

  // POST /rest/v1/guest/subscription/cancel {kind} – renewal off; runs to the end of the paid period
  'subscription/cancel': restCall({
    method: 'POST',
    auth: 'guest',
    input: cancelSubscriptionInputSchema,
    handler: async ({ kind }, { db, guest }) => {
      const offerBar = await cancelSubscription(db, guest.guestId, kind);
      await announceStatusBar(runtime().pubsub, offerBar);
      await publishSubscriptionState(db, runtime().pubsub, guest.guestId);
      return { success: true, data: await subscriptionState(db, guest.guestId) };
    },
  }),

  // POST /rest/v1/guest/acceptCancellationOffer {guest_id, platform_text} → {accepted_offer, accepted_offer_info}; a cookie on accept
  acceptCancellationOffer: restCall({
    method: 'POST',
    auth: 'guest',
    input: cancellationOfferInputSchema,
    handler: async ({ guest_id: claimed }, { db, guest, request }) => {
      const { accepted, info, removedBars } = await acceptCancellationOffer(db, guest.guestId, claimed);
      const body = { success: true, accepted_offer: accepted, accepted_offer_info: info };
      if (!accepted) return body;
      // §3 the offer bar goes before the VIP update, on which the pages may reload.
      await announceRemovedStatusBars(runtime().pubsub, removedBars);
      await publishSubscriptionState(db, runtime().pubsub, guest.guestId);
      // §7: a cookie on accept, so the offer is not shown again in this browser.
      const cookie = [`${cookieNames.cancellationOffer}=1`, 'Path=/', 'Max-Age=31536000', 'SameSite=Lax', ...(isHttps(request) ? ['Secure'] : [])].join('; ');
      return new RestReply(body, [['Set-Cookie', cookie]]);
    },
  }),

  // POST /rest/v1/guest/subscription/sandbox/renew {qmday} – test days only (ALLOW_TEST_DAYS=1 or not production):
  // the scheduled renewal run for this guest as on that day (§3 the monthly bonus bar comes from it) → data
  // {renewals: [{kind, outcome}]}; elsewhere an unknown call (404), a day that is no calendar day 422
  'subscription/sandbox/renew': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ qmday: z.string().max(10) }),
    handler: async ({ qmday }, { db, guest }) => {
      if (!testDaysAllowed()) throw new AppError('UNKNOWN_CALL', 'Unknown call guest/subscription/sandbox/renew.');
      const day = parseCalendarDay(qmday);
      if (!day) throw new AppError('VALIDATION_FAILED', 'qmday is a calendar day YYYY-MM-DD.');
      const renewals = await renewDueSubscriptions(db, effectiveNow(day), guest.guestId);
      if (renewals.length > 0) {
        await afterBalanceChange(db, runtime().pubsub, guest.guestId);
        await publishSubscriptionState(db, runtime().pubsub, guest.guestId);
      }
      return { success: true, data: { renewals: renewals.map(({ kind, outcome }) => ({ kind, outcome })) } };
    },
  }),
};
