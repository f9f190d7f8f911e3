import 'server-only';
import * as z from 'zod';
import { type ServerMessage, serverMessageSchema } from '@/lib/realtime/protocol';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * Events for every open session, logged in or not (§7 incoming actorOnline / actorOffline,
 * freeShowStart / freeShowStop, pageReload): every process's hub sends them to all its sockets.
 */
export const BROADCAST_CHANNEL = 'realtime.all';

const broadcastSchema = z.object({ message: serverMessageSchema });
export type BroadcastEvent = z.infer<typeof broadcastSchema>;

export function publishToAll(pubsub: PubSub, message: ServerMessage): Promise<void> {
  return pubsub.publish(BROADCAST_CHANNEL, { message } satisfies BroadcastEvent);
}

/** Payloads may come from another process: parse them like any other boundary input. */
export function subscribeToBroadcast(pubsub: PubSub, deliver: (message: ServerMessage) => void): () => void {
  return pubsub.subscribe(BROADCAST_CHANNEL, (payload) => {
    const parsed = broadcastSchema.safeParse(payload);
    if (parsed.success) deliver(parsed.data.message);
  });
}
