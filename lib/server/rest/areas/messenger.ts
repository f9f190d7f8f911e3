import 'server-only';
import * as z from 'zod';
import type { ChannelPage, ChannelWithMessages, Gift, SendResult, ToyControl } from '@/lib/contracts/messenger';
import {
  actorChannelInputSchema,
  channelInputSchema,
  channelListInputSchema,
  channelStatusInputSchema,
  type MessengerActor,
  messengerActorInputSchema,
  type OlderMessages,
  olderMessagesInputSchema,
  type RecommendedActor,
  recommendationsInputSchema,
  sendMessageInputSchema,
} from '@/lib/contracts/messenger-calls';
import { type VoiceCallOffer, type VoiceCallStartResult, voiceCallOfferInputSchema, voiceCallStartInputSchema } from '@/lib/contracts/messenger-voice-call';
import { startVoiceCall, voiceCallOffer } from '@/lib/server/chat/start-voice-call';
import { AppError } from '@/lib/server/errors';
import { allChannelsSeen, archiveChannel, blockChannel } from '@/lib/server/messenger/channel-status';
import { boughtGifts, listGifts, listToyControls } from '@/lib/server/messenger/gifts';
import { guestUnreadTotal, listGuestChannels } from '@/lib/server/messenger/list-channels';
import { openGuestChannel, touchChannel } from '@/lib/server/messenger/open-channel';
import { listOlderMessages } from '@/lib/server/messenger/older-messages';
import { messengerActor, messengerRecommendations } from '@/lib/server/messenger/recommendations';
import { sendGuestMessage } from '@/lib/server/messenger/send-guest-message';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

const data = <T>(value: T) => ({ success: true as const, data: value });
const none = z.object({});

/** §7 messenger area; every channel call is the guest's own channel or 404. */
export const messengerArea: RestArea = {
  // GET /rest/v1/messenger/channels?filter=&online=&offset=&limit= – §4 channel list (first 500) with the unread total
  channels: restCall({
    method: 'GET',
    auth: 'guest',
    input: channelListInputSchema,
    handler: async (input, { db, guest }) => data<ChannelPage>(await listGuestChannels(db, guest.guestId, input)),
  }),
  // POST /rest/v1/messenger/channels/seen – §7 allChannelsSeen
  'channels/seen': restCall({
    method: 'POST',
    auth: 'guest',
    input: none,
    handler: async (_input, { db, guest, request }) => {
      assertJsonRequest(request);
      await allChannelsSeen(db, runtime().pubsub, guest.guestId);
      return { success: true };
    },
  }),
  // GET /rest/v1/messenger/unread – §4 the header's unread total
  unread: restCall({
    method: 'GET',
    auth: 'guest',
    input: none,
    handler: async (_input, { db, guest }) => data({ unreadTotal: await guestUnreadTotal(db, guest.guestId) }),
  }),
  // POST /rest/v1/messenger/channel/{channelId}/archive {status} – archive or unarchive
  'channel/{channelId}/archive': restCall({
    method: 'POST',
    auth: 'guest',
    input: channelStatusInputSchema,
    handler: async ({ channelId, status }, { db, guest, request }) => {
      assertJsonRequest(request);
      return data(await archiveChannel(db, runtime().pubsub, guest.guestId, channelId, status));
    },
  }),
  // POST /rest/v1/messenger/channel/{channelId}/block {status} – block or unblock (refuses messages both ways)
  'channel/{channelId}/block': restCall({
    method: 'POST',
    auth: 'guest',
    input: channelStatusInputSchema,
    handler: async ({ channelId, status }, { db, guest, request }) => {
      assertJsonRequest(request);
      return data(await blockChannel(db, runtime().pubsub, { side: 'guest', ownerId: guest.guestId, channelId, status }));
    },
  }),
  // GET /rest/v1/messenger/channel/actor/{actorId} – §7 touch: the guest's channel with the performer (opened on first use)
  'channel/actor/{actorId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: actorChannelInputSchema,
    handler: async ({ actorId }, { db, guest }) => {
      const channelId = await touchChannel(db, guest.guestId, actorId);
      return data<ChannelWithMessages>(await openGuestChannel(db, runtime().pubsub, guest.guestId, channelId));
    },
  }),
  // GET /rest/v1/messenger/channel/{channelId} – §7 the channel with its messages; §4 marks it read
  'channel/{channelId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: channelInputSchema,
    handler: async ({ channelId }, { db, guest }) => data<ChannelWithMessages>(await openGuestChannel(db, runtime().pubsub, guest.guestId, channelId)),
  }),
  // GET /rest/v1/messenger/channel/{channelId}/messages?before={messageId}&limit=30 – older messages of her channel, oldest first, with hasMore (limit ≤ 50)
  'channel/{channelId}/messages': restCall({
    method: 'GET',
    auth: 'guest',
    input: olderMessagesInputSchema,
    handler: async (input, { db, guest }) => data<OlderMessages>(await listOlderMessages(db, { side: 'guest', guestId: guest.guestId }, input)),
  }),
  // POST /rest/v1/messenger/send {channelId, text, gifts?, clientMessageId} – paid once per clientMessageId; 409 INSUFFICIENT_FUNDS {price, balance, missing}
  send: restCall({
    method: 'POST',
    auth: 'guest',
    input: sendMessageInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return data<SendResult>(await sendGuestMessage(db, runtime().pubsub, { guestId: guest.guestId, ...input }));
    },
  }),
  // GET /rest/v1/messenger/recommendations?currentActorId=&useGrid=&fsk= – §9 at most 9 online performers without a channel
  recommendations: restCall({
    method: 'GET',
    auth: 'guest',
    input: recommendationsInputSchema,
    handler: async ({ currentActorId }, { db, guest, viewerCountry }) =>
      data<{ items: RecommendedActor[] }>({ items: await messengerRecommendations(db, guest.guestId, { currentActorId, viewerCountry }) }),
  }),
  // GET /rest/v1/messenger/actor/{actorId}?language= – the performer in the messenger header, with her message price
  'actor/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: messengerActorInputSchema,
    handler: async ({ actorId }, { db, viewerCountry }) => data<MessengerActor>(await messengerActor(db, actorId, viewerCountry)),
  }),
  // GET /rest/v1/messenger/gifts – §3 active gifts plus the guest's boughtGifts (gift id → quantity)
  gifts: restCall({
    method: 'GET',
    auth: 'guest',
    input: none,
    handler: async (_input, { db, guest }) => {
      const [items, owned] = await Promise.all([listGifts(db), boughtGifts(db, guest.guestId)]);
      return data<{ items: Gift[]; boughtGifts: Record<string, number> }>({ items, boughtGifts: Object.fromEntries(owned) });
    },
  }),
  // POST /rest/v1/messenger/voicecall/start {accessToken, actorId} – §7 anonymous voice call: 200 {code, chatId|null} (§9 2000 = started), 400 malformed
  'voicecall/start': restCall({
    method: 'POST',
    auth: 'guest',
    // Parsed in the handler: a malformed body is a 400 here (the page shows codes, not validation issues).
    input: z.looseObject({}),
    handler: async (body, { db, guest, request, viewerCountry }) => {
      assertJsonRequest(request);
      const parsed = voiceCallStartInputSchema.safeParse(body);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Send {accessToken, actorId}.');
      const { tokenKey, pubsub } = runtime();
      const result = await startVoiceCall(db, pubsub, { guestId: guest.guestId, ...parsed.data }, { tokenKey, viewerCountry });
      return data<VoiceCallStartResult>(result);
    },
  }),
  // GET /rest/v1/messenger/voicecall/offer/{actorId} – whether she takes voice calls now and her price per minute
  'voicecall/offer/{actorId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: voiceCallOfferInputSchema,
    handler: async ({ actorId }, { db, viewerCountry }) => data<VoiceCallOffer>(await voiceCallOffer(db, actorId, viewerCountry)),
  }),
  // GET /rest/v1/messenger/toyControls – §3 toy controls (duration, random)
  toyControls: restCall({
    method: 'GET',
    auth: 'none',
    input: none,
    handler: async (_input, { db }) => data<{ items: ToyControl[] }>({ items: await listToyControls(db) }),
  }),
};
