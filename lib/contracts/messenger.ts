import * as z from 'zod';
import { channelFilterTypes } from '@/lib/realtime/message-types';
import { dataEnvelope } from './envelope';
import { dbIdSchema as id } from './db-id';

/**
 * The messenger (§3 Messenger channel, gift, toy control; §4 Messenger channels; §7 messenger
 * area). Money is in EUR cents everywhere. REST calls live in ./messenger-calls.ts.
 *
 * Server services (lib/server/messenger/*) the studio (helper S) calls; `db` is DbOrTx, `pubsub`
 * the runtime's PubSub, every actor-side call checks that the channel is the actor's (404 else):
 *   listActorChannels(db, actorId, { filter, online, offset, limit }): Promise<ChannelPage>
 *   getActorChannel(db, actorId, channelId): Promise<ChannelWithMessages>   (marks the actor's side read)
 *   sendActorMessage(db, pubsub, { actorId, channelId, text, clientMessageId, media? }): Promise<{ message: Message; replayed: boolean }>
 *     media: { kind: 'album' | 'video', itemId } of hers → lands in the guest's media library (source 'messenger')
 *   setMessengerSettings(db, pubsub, actorId, { messagePrice, freeMessages, isMessagingFree }): Promise<MessengerSettings>
 *   getMessengerSettings(db, actorId): Promise<MessengerSettings>
 *   blockChannel(db, pubsub, { side: 'actor', ownerId: actorId, channelId, status }): Promise<Channel>
 */

export const MESSENGER_CHANNEL_PAGE = 500; // §9: channel list fetch first 500, offset 0
export const MESSENGER_RECOMMENDATIONS = 9; // §9: messenger recommendations 9
export const MESSAGE_TEXT_MAX = 2000; // the sendMessage limit of lib/realtime/protocol.ts
export const GIFTS_PER_MESSAGE = 10;

const cents = z.number().int().min(0);

export const channelFilterSchema = z.enum(channelFilterTypes);
export type ChannelFilter = z.infer<typeof channelFilterSchema>;

/** §3 Messenger channel, the guest's view (and the studio's, with the guest in place of the actor). */
export const channelSchema = z.object({
  id,
  actorId: id,
  guestId: id,
  /** Name the other side sees: the guest's screen name (studio) — the actor's is actorName. */
  guestName: z.string(),
  unread: z.boolean(),
  unreadCount: z.number().int().min(0),
  archived: z.boolean(),
  blocked: z.boolean(),
  isActorOnline: z.boolean(),
  lastMessageId: id.nullable(),
  /** Plain text of the last message (a preview line), '' when none. */
  subject: z.string(),
  messageTimestamp: z.string().nullable(),
  lastViewedTimestamp: z.string().nullable(),
  previewPictureUrl: z.string(),
  actorName: z.string(),
  actorAge: z.number().int().nullable(),
  /** §4: free messages this guest still has with this actor (counted down per message sent). */
  freeMessagesAmount: z.number().int().min(0),
  messagePrice: cents,
  messagePriceFormatted: z.string(),
  isMessagingFree: z.boolean(),
  /** Toy controls can be sent only while the performer is online (§4 online event → toy availability). */
  isDildocontrolAvailable: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

export const includedGiftSchema = z.object({ giftId: id, quantity: z.number().int().min(1).max(GIFTS_PER_MESSAGE) });
export type IncludedGift = z.infer<typeof includedGiftSchema>;

export const messageMediaSchema = z.object({ kind: z.enum(['album', 'video']), itemId: id, title: z.string() });
export type MessageMedia = z.infer<typeof messageMediaSchema>;

/** §3 message fields; isVideochat/isFreechat/chatId mark a message sent inside a video chat. */
export const messageSchema = z.object({
  id,
  channelId: id,
  messageType: z.enum(['text', 'gift', 'toy', 'media', 'system']),
  senderType: z.enum(['guest', 'actor']),
  /** Stored and sent as written: the UI escapes it (script or HTML shown as text). */
  text: z.string(),
  includedGifts: z.array(includedGiftSchema),
  data: z.object({
    media: messageMediaSchema.nullable(),
    gifts: z.array(z.object({ giftId: id, name: z.string(), kind: z.enum(['gift', 'toy']), quantity: z.number().int(), imageUrl: z.string() })),
  }),
  price: cents,
  priceFormatted: z.string(),
  createdAt: z.string(),
  isVideochat: z.boolean(),
  isFreechat: z.boolean(),
  chatId: id.nullable(),
  /** The performer withdrew it (§7 messenger content change): no text, no media, shown as withdrawn. */
  withdrawn: z.boolean().optional(),
});
export type Message = z.infer<typeof messageSchema>;

const giftPriceSchema = z.object({ value: cents, currency: z.literal('EUR'), symbol: z.literal('€') });

/** §3 Messenger gift: id, name, price (value, currency, symbol), imageUrl, active, vip, categoryId, translations. */
export const giftSchema = z.object({
  id,
  name: z.string(),
  price: giftPriceSchema,
  imageUrl: z.string(),
  active: z.boolean(),
  /** VIP-only gift: only VIP guests may send it. */
  vip: z.boolean(),
  categoryId: z.number().int(),
  translations: z.array(z.object({ language: z.string(), name: z.string(), value: z.string() })),
});
export type Gift = z.infer<typeof giftSchema>;

/** §3 Toy control: a gift plus duration (seconds), displayName and random. */
export const toyControlSchema = giftSchema.extend({ duration: z.number().int().positive(), displayName: z.string(), random: z.boolean() });
export type ToyControl = z.infer<typeof toyControlSchema>;

/** The performer's message settings (studio; §4 messagePrice event). */
export const messengerSettingsSchema = z.object({
  messagePrice: cents.max(100_000),
  freeMessages: z.number().int().min(0).max(1000),
  isMessagingFree: z.boolean(),
});
export type MessengerSettings = z.infer<typeof messengerSettingsSchema>;

export const channelPageSchema = z.object({ items: z.array(channelSchema), total: z.number().int(), unreadTotal: z.number().int().min(0) });
export type ChannelPage = z.infer<typeof channelPageSchema>;

export const channelWithMessagesSchema = z.object({
  channel: channelSchema,
  messages: z.array(messageSchema),
  unreadTotal: z.number().int().min(0),
  /** Older messages exist before the first one shown (page them with GET …/channel/{id}/messages?before=). Absent from older servers: false. */
  hasMore: z.boolean().default(false),
});
export type ChannelWithMessages = z.infer<typeof channelWithMessagesSchema>;

/** One send's outcome; `replayed` when the clientMessageId was already sent (nothing charged again). */
export const sendResultSchema = z.object({
  message: messageSchema,
  price: cents,
  priceFormatted: z.string(),
  guestBalance: z.number().int(),
  guestBalanceFormatted: z.string(),
  replayed: z.boolean(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const channelPageResponseSchema = dataEnvelope(channelPageSchema);
export const channelWithMessagesResponseSchema = dataEnvelope(channelWithMessagesSchema);
export const sendResultResponseSchema = dataEnvelope(sendResultSchema);
