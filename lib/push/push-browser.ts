import type { PushSubscriptionInput } from '@/lib/contracts/web-push';

/** §4 web push in this browser: the service worker, PushManager and the endpoint last sent to us. */

const WORKER_URL = '/push-sw.js';
const STORED_ENDPOINT = 'webPushEndpoint';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The worker's registration, registered on first use; resolves when it is active. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription if it has one (no worker registered yet: none). */
export async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * A subscription for the server's VAPID key: the existing one when it was made for that key,
 * else a fresh one (an old one for another key is dropped first; subscribe would refuse it).
 * `fresh` drops any existing one (the server refused its endpoint).
 */
export async function subscribeBrowser(publicKey: string, fresh = false): Promise<PushSubscription> {
  const { pushManager } = await pushRegistration();
  const key = keyBytes(publicKey);
  const current = await pushManager.getSubscription();
  if (current && !fresh && sameKey(current.options.applicationServerKey, key)) return current;
  if (current) await current.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** What the §7 subscribe call takes. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The endpoint this browser last registered with us (to notice a rotated subscription). */
export function storedEndpoint(): string | null {
  try {
    return localStorage.getItem(STORED_ENDPOINT);
  } catch {
    return null;
  }
}

export function storeEndpoint(endpoint: string | null): void {
  try {
    if (endpoint) localStorage.setItem(STORED_ENDPOINT, endpoint);
    else localStorage.removeItem(STORED_ENDPOINT);
  } catch {
    // Storage blocked: a rotation is then only noticed by the status check.
  }
}
