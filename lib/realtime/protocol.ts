import { z } from 'zod';

/**
 * The real-time channel at `/ws` (§7): JSON messages keyed by `type`, shared by the browser
 * session (lib/realtime/session.ts) and the server hub (lib/server/realtime/hub.ts).
 * Only the types whose behaviour exists are declared; unknown types fail the schema.
 */

/** §9 timing and the limits of the channel. */
export const PING_INTERVAL_MS = 50_000;
export const RECONNECT_DELAY_MS = 1_000;
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** After this many malformed messages the server closes with PROTOCOL_ERROR. */
export const MAX_BAD_MESSAGES = 5;

/** §8: protocol error 1002, pong missing 4000; 1001 = server going away, 1009 = too big. */
export const closeCodes = {
  NORMAL: 1000,
  GOING_AWAY: 1001,
  PROTOCOL_ERROR: 1002,
  MESSAGE_TOO_BIG: 1009,
  PONG_MISSING: 4000,
} as const;

export const languageSchema = z.enum(['de', 'en', 'es', 'nl']);
export type RealtimeLanguage = z.infer<typeof languageSchema>;

/** §7: every message carries type, accessToken and guestId (the last two when known). */
const envelope = {
  accessToken: z.string().min(1).max(4096).optional(),
  guestId: z.number().int().positive().optional(),
};
const id = z.number().int().positive();

const message = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...envelope, ...shape });

/**
 * §6: realtime commands about notifications, favourites, channels, messages and one-click are
 * sent only when logged in. Their features are not built yet: the hub answers UNSUPPORTED.
 */
export const loginOnlyMessageSchemas = [
  message('sendMessage', { channelId: id, text: z.string().max(10_000) }),
  message('allChannelsSeen', {}),
  message('canOneClick', {}),
  message('chargeOneClick', { amount: z.number().positive(), channelId: id }),
  message('loadChannels', { offset: z.number().int().min(0), limit: z.number().int().min(1).max(500) }),
  message('loadOnlineChannels', { online: z.boolean() }),
  message('filterChannels', { filterType: z.enum(['newest', 'unread', 'archived', 'blocked']) }),
  message('archiveChannel', { channelId: id, status: z.boolean() }),
  message('refreshEmailProperties', {}),
  message('favoriteRequestActors', {}),
  message('removeStatusBar', { statusBar: z.string().max(64).optional() }),
] as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  message('ping', {}),
  message('requestSession', { language: languageSchema }),
  ...loginOnlyMessageSchemas,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

export const loginOnlyMessageTypes: ReadonlySet<ClientMessageType> = new Set(
  loginOnlyMessageSchemas.map((schema) => schema.shape.type.value),
);

export function needsLogin(type: ClientMessageType): boolean {
  return loginOnlyMessageTypes.has(type);
}

export const realtimeErrorCodeSchema = z.enum(['BAD_MESSAGE', 'UNAUTHORIZED', 'UNSUPPORTED', 'INTERNAL']);
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodeSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  /** ttl: seconds until the session's access token expires; null for an anonymous session. */
  z.object({ type: z.literal('pong'), ttl: z.number().int().min(0).nullable() }),
  z.object({
    type: z.literal('sessionAck'),
    sessionId: z.string(),
    loggedIn: z.boolean(),
    guestId: z.number().int().nullable(),
    language: languageSchema,
  }),
  z.object({ type: z.literal('error'), code: realtimeErrorCodeSchema, message: z.string() }),
  /** §7 guestBalance: minor units of EUR, formatted per §9. */
  z.object({
    type: z.literal('guestBalance'),
    guestBalance: z.number().int(),
    guestBalanceFormatted: z.string(),
    guestIsPayingCustomer: z.boolean(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Client → server message without the envelope fields, as callers of the session write it. */
type WithoutEnvelope<M> = M extends unknown ? Omit<M, 'accessToken' | 'guestId'> : never;
export type OutgoingMessage = WithoutEnvelope<ClientMessage>;
