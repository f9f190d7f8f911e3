import 'server-only';
import { z } from 'zod';
import {
  channelFilterTypes,
  type ClientMessage,
  loginOnlyMessageTypes,
  MAX_DB_ID,
  NOTIFICATION_REQUEST_SIZE,
  notificationKinds,
  realtimeErrorCodes,
  sendMessageErrorCodes,
  realtimeLanguages,
  type ServerMessage,
} from './message-types';
import { liveClientMessageSchemas, liveServerMessageSchemas } from './live-protocol';
import { chatServerMessageSchemas } from '@/lib/chat/chat-protocol';
import { clashVotingMessageSchema } from '@/lib/clash/clash-protocol';

/**
 * The zod schemas of the real-time channel at `/ws` (§7), for the server hub
 * (lib/server/realtime/*): every frame a browser sends is parsed here. Server-only because zod
 * must not reach the page's first-load JavaScript; the browser session uses the
 * plain types of ./message-types.ts and the small validator of ./parse-server-message.ts.
 * Only the types whose behaviour exists are declared; unknown types fail the schema.
 */
export * from './message-types';

export const languageSchema = z.enum(realtimeLanguages);

const envelope = {
  accessToken: z.string().min(1).max(4096).optional(),
  guestId: z.number().int().positive().optional(),
};
const id = z.number().int().positive();
const dbId = id.max(MAX_DB_ID);

const message = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...envelope, ...shape });

/** §6: sent only when logged in (the list of names lives in ./message-types.ts). */
export const loginOnlyMessageSchemas = [
  message('sendMessage', {
    channelId: dbId,
    text: z.string().max(2000),
    gifts: z.array(z.object({ giftId: dbId, quantity: z.number().int().min(1).max(10) })).max(10).optional(),
    clientMessageId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  message('blockChannel', { channelId: dbId, status: z.boolean() }),
  message('notificationsRequest', { kind: z.enum(notificationKinds), limit: z.number().int().min(1).max(NOTIFICATION_REQUEST_SIZE) }),
  message('notificationMarkRead', { notificationId: dbId }),
  message('notificationMarkSeen', { notificationId: dbId }),
  message('notificationToggleEmail', { actorId: dbId, enabled: z.boolean() }),
  message('notificationToggleSms', { actorId: dbId, enabled: z.boolean() }),
  message('allChannelsSeen', {}),
  message('canOneClick', {}),
  message('chargeOneClick', { amount: z.number().int().positive().max(100_000), channelId: dbId.optional(), idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional() }),
  message('loadChannels', { offset: z.number().int().min(0), limit: z.number().int().min(1).max(500) }),
  message('loadOnlineChannels', { online: z.boolean() }),
  message('filterChannels', { filterType: z.enum(channelFilterTypes) }),
  message('archiveChannel', { channelId: id, status: z.boolean() }),
  message('refreshEmailProperties', {}),
  message('sendSignupEmail', { email: z.string().min(1).max(320) }),
  message('favoriteRequestActors', {}),
  message('removeStatusBar', { statusBar: z.string().max(64).optional() }),
  message('favoritePinActor', { actorId: dbId }),
  message('favoriteUnpinActor', { actorId: dbId }),
  message('favoritePinAlbum', { albumId: dbId }),
  message('favoriteUnpinAlbum', { albumId: dbId }),
  message('favoritePinSedcards', { actorId: dbId }),
  message('favoriteUnpinSedcards', { actorId: dbId }),
  message('favoritePinPicture', { pictureId: dbId }),
  message('favoriteUnpinPicture', { pictureId: dbId }),
] as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  message('ping', {}),
  message('requestSession', { language: languageSchema, studioToken: z.string().min(1).max(4096).optional() }),
  ...loginOnlyMessageSchemas,
  ...liveClientMessageSchemas,
]);

export const realtimeErrorCodeSchema = z.enum(realtimeErrorCodes);

const subscriptionStartedSchema = z.object({ flow: z.string().max(32), price: z.number().int().min(0), currency: z.literal('EUR') });

const notificationSchema = z.object({
  id: dbId,
  type: z.number().int().min(0),
  unread: z.boolean(),
  unseen: z.boolean(),
  createdAt: z.string(),
  actorId: dbId.nullable(),
  actorName: z.string().nullable(),
  channelId: dbId.nullable(),
  text: z.string().nullable(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('emailVerified') }),
  z.object({ type: z.literal('sessionExpired') }),
  z.object({ type: z.literal('pageReload') }),
  z.object({ type: z.literal('actorOnline'), actorId: dbId }),
  z.object({ type: z.literal('actorOffline'), actorId: dbId }),
  z.object({ type: z.literal('freeShowStart'), actorId: dbId }),
  z.object({ type: z.literal('freeShowStop'), actorId: dbId }),
  z.object({
    type: z.literal('notifications'),
    kind: z.enum(notificationKinds),
    notifications: z.array(notificationSchema),
    removedIds: z.array(dbId),
    markedAsReadIds: z.array(dbId),
    unreadCount: z.number().int().min(0),
  }),
  z.object({ type: z.literal('channel'), channelId: dbId, actorId: dbId, unreadCount: z.number().int().min(0), lastMessageId: dbId.nullable() }),
  z.object({ type: z.literal('channels'), unreadTotal: z.number().int().min(0) }),
  z.object({ type: z.literal('channelArchived'), channelId: dbId, archived: z.boolean() }),
  z.object({
    type: z.literal('messagePrice'),
    actorId: dbId,
    messagePrice: z.number().int().min(0),
    messagePriceFormatted: z.string(),
    isMessagingFree: z.boolean(),
    freeMessagesAmount: z.number().int().min(0),
  }),
  z.object({ type: z.literal('actorSettings'), actorId: dbId, messagePrice: z.number().int().min(0), isMessagingFree: z.boolean(), freeMessages: z.number().int().min(0) }),
  z.object({
    type: z.literal('messageResult'),
    clientMessageId: z.string(),
    success: z.boolean(),
    errorCode: z.enum(sendMessageErrorCodes).nullable(),
    messageId: dbId.nullable(),
    price: z.number().int().min(0),
  }),
  z.object({ type: z.literal('loyaltyPointsChanged'), points: z.number().int() }),
  z.object({ type: z.literal('pong'), ttl: z.number().int().min(0).nullable() }),
  z.object({
    type: z.literal('sessionAck'),
    sessionId: z.string(),
    loggedIn: z.boolean(),
    guestId: z.number().int().nullable(),
    language: languageSchema,
    actorId: dbId.optional(),
  }),
  z.object({ type: z.literal('error'), code: realtimeErrorCodeSchema, message: z.string() }),
  z.object({
    type: z.literal('guestBalance'),
    guestBalance: z.number().int(),
    guestBalanceFormatted: z.string(),
    guestIsPayingCustomer: z.boolean(),
  }),
  z.object({ type: z.literal('pinActor'), actorId: dbId }),
  z.object({ type: z.literal('unpinActor'), actorId: dbId }),
  z.object({ type: z.literal('pinAlbum'), albumId: dbId }),
  z.object({ type: z.literal('unpinAlbum'), albumId: dbId }),
  z.object({ type: z.literal('pinSedcards'), actorId: dbId }),
  z.object({ type: z.literal('unpinSedcards'), actorId: dbId }),
  z.object({ type: z.literal('pinPicture'), pictureId: dbId }),
  z.object({ type: z.literal('unpinPicture'), pictureId: dbId }),
  z.object({ type: z.literal('dataProtection'), showDataProtection: z.boolean() }),
  z.object({ type: z.literal('avsRevoked') }),
  z.object({ type: z.literal('avsSet') }),
  z.object({ type: z.literal('avsPending') }),
  z.object({ type: z.literal('avsRejected'), message: z.string() }),
  z.object({ type: z.literal('bonusCodeRedeemed'), code: z.string() }),
  z.object({ type: z.literal('vipUpdate'), isVip: z.boolean(), started: subscriptionStartedSchema.optional() }),
  z.object({ type: z.literal('tvUpdate'), isVXTVAboSubscriber: z.boolean(), started: subscriptionStartedSchema.optional() }),
  z.object({ type: z.literal('guestLocked') }),
  z.object({
    type: z.literal('canOneClick'),
    canOneClick: z.boolean(),
    amounts: z.array(z.number().int().positive()),
    paymentMethod: z.string().nullable(),
  }),
  z.object({
    type: z.literal('oneClickResult'),
    success: z.boolean(),
    status: z.enum(['succeeded', 'declined', 'failed', 'requires_confirmation']),
    amount: z.number().int(),
    amountFormatted: z.string(),
    declineReason: z.string().nullable(),
    channelId: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('guestVouchers'),
    vouchers: z.array(z.object({ type: z.number().int().min(1).max(10), amount: z.number().int(), actorId: z.number().int().nullable() })),
  }),
  ...liveServerMessageSchemas,
  ...chatServerMessageSchemas,
  clashVotingMessageSchema,
]);

// The hand-written types of ./message-types.ts must stay equal to what the schemas accept:
// adding a message type here without adding it there (or the other way round) fails tsc.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Normalize<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;
const schemasMatchTypes: [
  Same<Normalize<z.infer<typeof clientMessageSchema>>, Normalize<ClientMessage>>,
  Same<Normalize<z.infer<typeof serverMessageSchema>>, Normalize<ServerMessage>>,
  Same<(typeof loginOnlyMessageSchemas)[number]['shape']['type']['value'], (typeof loginOnlyMessageTypes)[number]>,
] = [true, true, true];
void schemasMatchTypes;
