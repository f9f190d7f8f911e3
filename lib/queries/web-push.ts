import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { restPath, restRequest } from '@/lib/api/rest';
import type { PushStatus } from '@/lib/contracts/web-push';
import { encodeEndpoint } from '@/lib/push/encode-endpoint';
import { existingSubscription, storedEndpoint, storeEndpoint, subscribeBrowser, subscriptionInput } from '@/lib/push/push-browser';
import { getQueryClient } from './query-client';

const contracts = () => import('@/lib/contracts/web-push');

/** §7 web push. Keys name no guest: the page's query client is emptied when the guest changes. */
export const webPushKeys = {
  all: ['webPush'] as const,
  key: () => [...webPushKeys.all, 'key'] as const,
  device: (language: Locale) => [...webPushKeys.all, 'device', language] as const,
};

/** GET webpush/key: the VAPID public key. */
export function vapidKeyOptions(language: Locale) {
  return queryOptions({
    queryKey: webPushKeys.key(),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const { pushKeyResponseSchema } = await contracts();
      return (await restRequest('webpush/key', { language, schema: pushKeyResponseSchema, signal })).data.publicKey;
    },
  });
}

export type DevicePush = PushStatus & { endpoint: string | null };

/**
 * This browser's alerts: GET webpush/status/{payload} for its subscription. When the browser
 * rotated its subscription since it last told us, the new one is sent first (POST
 * webpush/resubscribe/{old}), so the server keeps reaching this device.
 */
export function devicePushOptions(language: Locale) {
  return queryOptions({
    queryKey: webPushKeys.device(language),
    queryFn: async ({ signal }): Promise<DevicePush> => {
      const { pushStatusResponseSchema } = await contracts();
      const subscription = await existingSubscription();
      if (!subscription) return { endpoint: null, subscribed: false, settings: null, deviceLabel: null };
      const stored = storedEndpoint();
      if (stored && stored !== subscription.endpoint) {
        await restRequest(restPath('webpush', 'resubscribe', encodeEndpoint(stored)), { language, body: subscriptionInput(subscription), schema: pushStatusResponseSchema }).catch(
          // The old one is gone on the server (404): the status below says whether to turn alerts on again.
          () => undefined,
        );
        storeEndpoint(subscription.endpoint);
      }
      const status = await restRequest(restPath('webpush', 'status', encodeEndpoint(subscription.endpoint)), { language, schema: pushStatusResponseSchema, signal });
      return { endpoint: subscription.endpoint, ...status.data };
    },
  });
}

async function postSubscription(language: Locale, subscription: PushSubscription) {
  const { pushStatusResponseSchema } = await contracts();
  return restRequest('webpush/subscribe', { language, body: subscriptionInput(subscription), schema: pushStatusResponseSchema });
}

/**
 * Turns alerts on for this browser (permission already granted): subscribe with the server's key,
 * POST webpush/subscribe. An endpoint the server refuses (another account on this browser holds
 * it: 422) is replaced by a fresh subscription once.
 */
export async function turnOnPush(language: Locale): Promise<void> {
  const publicKey = await getQueryClient().fetchQuery(vapidKeyOptions(language));
  let subscription = await subscribeBrowser(publicKey);
  try {
    await postSubscription(language, subscription);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    subscription = await subscribeBrowser(publicKey, true);
    await postSubscription(language, subscription);
  }
  storeEndpoint(subscription.endpoint);
  await getQueryClient().invalidateQueries({ queryKey: webPushKeys.all });
}

/** Turns alerts off: POST webpush/unsubscribe/{payload}, then the browser drops its subscription. */
export async function turnOffPush(language: Locale): Promise<void> {
  const subscription = await existingSubscription();
  if (subscription) {
    const { pushOkResponseSchema } = await contracts();
    await restRequest(restPath('webpush', 'unsubscribe', encodeEndpoint(subscription.endpoint)), { language, method: 'POST', schema: pushOkResponseSchema }).catch((error: unknown) => {
      // Not (or no longer) on the server: nothing to undo there.
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    });
    await subscription.unsubscribe();
  }
  storeEndpoint(null);
  await getQueryClient().invalidateQueries({ queryKey: webPushKeys.all });
}
