import * as z from 'zod';
import { dataEnvelope } from './envelope';
import {
  channelFilterSchema,
  GIFTS_PER_MESSAGE,
  giftSchema,
  includedGiftSchema,
  MESSAGE_TEXT_MAX,
  MESSENGER_CHANNEL_PAGE,
  MESSENGER_RECOMMENDATIONS,
  messageSchema,
  toyControlSchema,
} from './messenger';
import { dbIdParamSchema as idParam } from './db-id';

/** The REST calls of the §7 messenger area (/rest/v1/messenger/…); query values arrive as strings. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

// GET messenger/channel/{channelId} – one channel of the guest with its messages; marks it read
export const channelInputSchema = z.object({ channelId: idParam });
// GET messenger/channel/actor/{actorId} – touch: opens (or finds) the guest's channel with the actor
export const actorChannelInputSchema = z.object({ actorId: idParam });

// GET messenger/channels?filter=&online=&offset=&limit= – §4 filters, online toggle, first 500
export const channelListInputSchema = z.object({
  filter: channelFilterSchema.default('newest'),
  online: flag.default(false),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MESSENGER_CHANNEL_PAGE).default(MESSENGER_CHANNEL_PAGE),
});
export type ChannelListInput = z.infer<typeof channelListInputSchema>;

// POST messenger/send {channelId, text, gifts?, clientMessageId} – the REST twin of WS sendMessage
export const sendMessageInputSchema = z
  .object({
    channelId: z.number().int().positive().max(2_147_483_647),
    text: z.string().max(MESSAGE_TEXT_MAX).default(''),
    gifts: z.array(includedGiftSchema).max(GIFTS_PER_MESSAGE).default([]),
    clientMessageId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .refine((m) => m.text.trim() !== '' || m.gifts.length > 0, { message: 'A message needs text or a gift.', path: ['text'] });
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

// POST messenger/channel/{channelId}/archive {status} and …/block {status}
export const channelStatusInputSchema = z.object({ channelId: idParam, status: z.boolean() });

// GET messenger/recommendations?currentActorId=&useGrid=&fsk= – at most 9 online performers without a channel
export const recommendationsInputSchema = z.object({
  currentActorId: idParam.optional(),
  useGrid: flag.default(false),
  fsk: z.coerce.number().int().min(12).max(18).refine((v) => v === 12 || v === 16 || v === 18, 'fsk is 12, 16 or 18').default(16),
});
export const recommendedActorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  isOnline: z.boolean(),
  previewPictureUrl: z.string(),
});
export type RecommendedActor = z.infer<typeof recommendedActorSchema>;
export const recommendationsResponseSchema = dataEnvelope(z.object({ items: z.array(recommendedActorSchema).max(MESSENGER_RECOMMENDATIONS) }));

// GET messenger/actor/{actorId}?language= – the performer as the messenger header shows her
export const messengerActorInputSchema = z.object({ actorId: idParam });
export const messengerActorSchema = recommendedActorSchema.extend({
  languages: z.array(z.string()),
  messagePrice: z.number().int(),
  messagePriceFormatted: z.string(),
  freeMessages: z.number().int(),
  isMessagingFree: z.boolean(),
  isDildocontrolAvailable: z.boolean(),
});
export type MessengerActor = z.infer<typeof messengerActorSchema>;
export const messengerActorResponseSchema = dataEnvelope(messengerActorSchema);

// GET messenger/gifts and messenger/toyControls – the active catalogue plus §3 boughtGifts
export const giftsResponseSchema = dataEnvelope(z.object({ items: z.array(giftSchema), boughtGifts: z.record(z.string(), z.number().int()) }));
export const toyControlsResponseSchema = dataEnvelope(z.object({ items: z.array(toyControlSchema) }));

// GET messenger/unread – §4 unread total for the header
export const unreadResponseSchema = dataEnvelope(z.object({ unreadTotal: z.number().int().min(0) }));
// POST messenger/channels/seen – §7 allChannelsSeen over REST
export const okResponseSchema = z.object({ success: z.literal(true) });
/** studio messenger/message/{id}/withdraw: false when it was already withdrawn (nothing announced again). */
export const withdrawResponseSchema = dataEnvelope(z.object({ withdrawn: z.boolean() }));

// GET messenger/channel/{channelId}/messages?before={messageId}&limit= (and the studio's twin) – a page of
// older messages: the `limit` newest messages with an id below `before`, oldest first, plus whether more exist.
export const OLDER_MESSAGES_PAGE = 30;
export const OLDER_MESSAGES_MAX = 50;
export const olderMessagesInputSchema = z.object({
  channelId: idParam,
  before: idParam,
  limit: z.coerce.number().int().min(1).max(OLDER_MESSAGES_MAX).default(OLDER_MESSAGES_PAGE),
});
export type OlderMessagesInput = z.infer<typeof olderMessagesInputSchema>;
export const olderMessagesSchema = z.object({ messages: z.array(messageSchema).max(OLDER_MESSAGES_MAX), hasMore: z.boolean() });
export type OlderMessages = z.infer<typeof olderMessagesSchema>;
export const olderMessagesResponseSchema = dataEnvelope(olderMessagesSchema);
