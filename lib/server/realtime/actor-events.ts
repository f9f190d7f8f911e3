import 'server-only';
import * as z from 'zod';
import { type ServerMessage, serverMessageSchema } from '@/lib/realtime/protocol';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * Server events for one performer (the studio's WebSocket sessions: a guest's message arrived,
 * a channel changed, …). Like guest events they travel through the PubSub so that every process
 * delivers them to the performer sockets it holds ("connections per guest and
 * per performer").
 */
export const ACTOR_EVENTS_CHANNEL = 'realtime.actor';

const actorEventSchema = z.object({ actorId: z.number().int().positive(), message: serverMessageSchema });
export type ActorEvent = z.infer<typeof actorEventSchema>;

export function publishToActor(pubsub: PubSub, actorId: number, message: ServerMessage): Promise<void> {
  return pubsub.publish(ACTOR_EVENTS_CHANNEL, { actorId, message } satisfies ActorEvent);
}

/** Payloads may come from another process: parse them like any other boundary input. */
export function subscribeToActorEvents(pubsub: PubSub, deliver: (event: ActorEvent) => void): () => void {
  return pubsub.subscribe(ACTOR_EVENTS_CHANNEL, (payload) => {
    const parsed = actorEventSchema.safeParse(payload);
    if (parsed.success) deliver(parsed.data);
  });
}
