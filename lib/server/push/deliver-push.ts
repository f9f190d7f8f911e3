import 'server-only';
import webPush from 'web-push';
import type { PushMessage } from '@/lib/contracts/web-push';
import type { DbOrTx } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { forgetSubscription } from './change-subscription';
import type { VapidDetails } from './vapid-keys';

/** A push service that does not answer within this is given up on (the next alert tries again). */
export const PUSH_TIMEOUT_MS = 10_000;

export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** An online alert is worth little an hour later; a message stays worth a day (RFC 8030 TTL). */
const TTL_SECONDS: Record<PushMessage['kind'], number> = { performerOnline: 3600, newMessage: 86_400 };

/**
 * One Web Push message (RFC 8030/8291/8292): web-push encrypts the payload (aes128gcm) for the
 * browser's keys and signs the VAPID header; the POST itself goes through fetch, which brings the
 * timeout and also reaches an http stand-in on loopback (web-push's own sender speaks https only).
 * 404 or 410: the subscription is gone and is deleted. Everything else is logged, never thrown.
 */
export async function deliverPush(db: DbOrTx, vapid: VapidDetails, target: PushTarget, message: PushMessage): Promise<PushOutcome> {
  try {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      // The topic lets the push service replace an undelivered alert of the same kind and subject.
      { vapidDetails: vapid, TTL: TTL_SECONDS[message.kind], contentEncoding: 'aes128gcm', urgency: 'normal', topic: message.tag },
    );
    const headers = new Headers();
    // fetch sets the length itself from the body.
    for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) {
      await forgetSubscription(db, target.id);
      return 'gone';
    }
    log.warn(`web push to subscription ${target.id} answered ${response.status}`);
    return 'failed';
  } catch (error) {
    log.warn(`web push to subscription ${target.id} failed`, error);
    return 'failed';
  }
}
