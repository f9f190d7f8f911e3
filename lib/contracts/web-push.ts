import * as z from 'zod';
import { dataEnvelope } from './envelope';

/**
 * §7 web push calls: key; status/{payload}; subscribe; resubscribe/{token}; unsubscribe/{payload};
 * update/{payload}. A push endpoint is a URL and cannot travel in one path segment as it is, so
 * every {payload} and {token} is the subscription's endpoint encoded as base64url (UTF-8).
 */

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url.`)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, `${what} must be ${bytes} bytes.`);

/** RFC 8291: the browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret. */
export const pushKeysSchema = z.object({ p256dh: base64url(65, 'keys.p256dh'), auth: base64url(16, 'keys.auth') });

/** The push service's URL; the server also checks the scheme and host (lib/server/push/endpoint-policy.ts). */
export const pushEndpointSchema = z.url({ protocol: /^https?$/, error: 'The endpoint must be an http(s) URL.' }).max(2048);

/** Which alerts this device gets; the guest's §3 notificationsSettings decide first. */
export const pushDeviceSettingsSchema = z.object({ performerOnline: z.boolean(), newMessage: z.boolean() });
export type PushDeviceSettings = z.infer<typeof pushDeviceSettingsSchema>;

const deviceLabel = z.string().trim().min(1).max(80);

/** What PushSubscription.toJSON() gives, plus an optional name for the device. */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: pushEndpointSchema,
    keys: pushKeysSchema,
    /** Epoch ms (a JavaScript date: at most 8.64e15). */
    expirationTime: z.number().nonnegative().max(8_640_000_000_000_000).nullish(),
    deviceLabel: deviceLabel.optional(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** {payload} / {token}: the endpoint, base64url. */
const encodedEndpoint = z.string().min(1).max(4096);
export const pushPayloadInputSchema = z.object({ payload: encodedEndpoint }).strict();
export const pushResubscribeInputSchema = pushSubscriptionInputSchema.extend({ token: encodedEndpoint }).strict();
export const pushUpdateInputSchema = z
  .object({ payload: encodedEndpoint, settings: pushDeviceSettingsSchema.partial().strict().optional(), deviceLabel: deviceLabel.optional() })
  .strict();

export const pushOkResponseSchema = z.object({ success: z.literal(true) });
export const pushKeyResponseSchema = dataEnvelope(z.object({ publicKey: z.string() }));

/** status: this device's subscription for the calling guest (subscribed false also when another guest holds it). */
export const pushStatusSchema = z.object({
  subscribed: z.boolean(),
  settings: pushDeviceSettingsSchema.nullable(),
  deviceLabel: z.string().nullable(),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;
export const pushStatusResponseSchema = dataEnvelope(pushStatusSchema);

/** What the service worker shows (public/push-sw.js reads these fields). */
export const pushMessageSchema = z.object({
  kind: z.enum(['performerOnline', 'newMessage']),
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
