import 'server-only';
import * as z from 'zod';
import { type ServerMessage, serverMessageSchema } from '@/lib/realtime/protocol';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * Server events for one guest (§7 incoming: guestBalance, …) travel through the PubSub so that
 * every process delivers them to the sockets it holds (DESIGN.md: N processes behind a load
 * balancer). Services publish; each process's hub subscribes and fans out.
 */
export const GUEST_EVENTS_CHANNEL = 'realtime.guest';

const guestEventSchema = z.object({ guestId: z.number().int().positive(), message: serverMessageSchema });
export type GuestEvent = z.infer<typeof guestEventSchema>;

export function publishToGuest(pubsub: PubSub, guestId: number, message: ServerMessage): Promise<void> {
  return pubsub.publish(GUEST_EVENTS_CHANNEL, { guestId, message } satisfies GuestEvent);
}

/** Payloads may come from another process: parse them like any other boundary input. */
export function subscribeToGuestEvents(pubsub: PubSub, deliver: (event: GuestEvent) => void): () => void {
  return pubsub.subscribe(GUEST_EVENTS_CHANNEL, (payload) => {
    const parsed = guestEventSchema.safeParse(payload);
    if (parsed.success) deliver(parsed.data);
  });
}
