import type * as z from 'zod';
import type { clientMessageSchema, includedGiftSchema } from './client-message-schema';
import type { serverMessageSchema } from './server-message-schema';
import type { realtimeNotificationSchema, subscriptionStartedSchema } from './server-message-shapes';

/**
 * The real-time channel at `/ws` (§7) as the browser and the server see it: the message types,
 * inferred from the zod schemas of ./client-message-schema.ts and ./server-message-schema.ts
 * (the one description; each message is documented there), and the codes and limits of
 * ./message-codes.ts. The schema imports are type-only, so first-load code that imports this
 * file ships no zod.
 */
export * from './message-codes';

export type RealtimeNotification = z.output<typeof realtimeNotificationSchema>;
export type SubscriptionStarted = z.output<typeof subscriptionStartedSchema>;
export type IncludedGift = z.output<typeof includedGiftSchema>;

export type ClientMessage = z.output<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

export type ServerMessage = z.output<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Client → server message without the envelope fields, as callers of the session write it. */
type WithoutEnvelope<M> = M extends unknown ? Omit<M, 'accessToken' | 'guestId'> : never;
export type OutgoingMessage = WithoutEnvelope<ClientMessage>;
