import 'server-only';
import * as z from 'zod';
import {
  pushPayloadInputSchema,
  pushResubscribeInputSchema,
  pushSubscriptionInputSchema,
  pushUpdateInputSchema,
} from '@/lib/contracts/web-push';
import { unsubscribePush, updatePush } from '@/lib/server/push/change-subscription';
import { decodeEndpoint } from '@/lib/server/push/endpoint-policy';
import { resubscribePush, subscribePush } from '@/lib/server/push/save-subscription';
import { pushStatus } from '@/lib/server/push/subscription-status';
import { vapidPublicKey } from '@/lib/server/push/vapid-keys';
import { type RestArea, restCall } from '../call';

/**
 * §7 web push. A subscription belongs to the guest whose token made it; another guest's endpoint
 * is unknown to him (status: not subscribed; unsubscribe and update: 404). {payload} and {token}
 * are the endpoint as base64url (lib/contracts/web-push.ts).
 */
export const webPushArea: RestArea = {
  // GET /rest/v1/webpush/key – the VAPID public key (PushManager.subscribe's applicationServerKey)
  key: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db }) => ({ success: true, data: { publicKey: await vapidPublicKey(db) } }),
  }),

  // GET /rest/v1/webpush/status/{payload} – this device's subscription for the guest
  'status/{payload}': restCall({
    method: 'GET',
    auth: 'guest',
    input: pushPayloadInputSchema,
    handler: async ({ payload }, { db, guest }) => ({ success: true, data: await pushStatus(db, guest.guestId, decodeEndpoint(payload)) }),
  }),

  // POST /rest/v1/webpush/subscribe {endpoint, keys {p256dh, auth}, expirationTime?, deviceLabel?}
  subscribe: restCall({
    method: 'POST',
    auth: 'guest',
    input: pushSubscriptionInputSchema,
    handler: async (input, { db, guest }) => ({ success: true, data: await subscribePush(db, guest.guestId, input) }),
  }),

  // POST /rest/v1/webpush/resubscribe/{token} {endpoint, keys, …} – the browser replaced the subscription {token}
  'resubscribe/{token}': restCall({
    method: 'POST',
    auth: 'guest',
    input: pushResubscribeInputSchema,
    handler: async ({ token, ...input }, { db, guest }) => ({
      success: true,
      data: await resubscribePush(db, guest.guestId, decodeEndpoint(token), input),
    }),
  }),

  // POST /rest/v1/webpush/unsubscribe/{payload} – this device gets no more alerts
  'unsubscribe/{payload}': restCall({
    method: 'POST',
    auth: 'guest',
    input: pushPayloadInputSchema,
    handler: async ({ payload }, { db, guest }) => {
      await unsubscribePush(db, guest.guestId, decodeEndpoint(payload));
      return { success: true };
    },
  }),

  // POST /rest/v1/webpush/update/{payload} {settings? {performerOnline?, newMessage?}, deviceLabel?}
  'update/{payload}': restCall({
    method: 'POST',
    auth: 'guest',
    input: pushUpdateInputSchema,
    handler: async ({ payload, ...changes }, { db, guest }) => ({
      success: true,
      data: await updatePush(db, guest.guestId, decodeEndpoint(payload), changes),
    }),
  }),
};
