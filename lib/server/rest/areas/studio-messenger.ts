import 'server-only';
import * as z from 'zod';
import { studioReplyInputSchema } from '@/lib/contracts/studio';
import { channelInputSchema, channelListInputSchema, olderMessagesInputSchema } from '@/lib/contracts/messenger-calls';
import { listActorChannels } from '@/lib/server/messenger/list-channels';
import { listOlderMessages } from '@/lib/server/messenger/older-messages';
import { getActorChannel } from '@/lib/server/messenger/open-channel';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { withdrawActorMessage } from '@/lib/server/messenger/withdraw-message';
import { runtime } from '@/lib/server/runtime';
import { requirePerformer } from './studio-request';
import { type RestArea, restCall } from '../call';

/**
 * The performer's messenger (the same channels from the other side, replying in
 * real time). Every call resolves her actor from the performer token; M1's services refuse a
 * channel that is not hers with 404, so nothing of another performer is read or written.
 */
export const studioMessengerCalls: RestArea = {
  // GET /rest/v1/studio/messenger/channels?filter=&offset=&limit= – her channels, newest first (§9 first 500)
  'messenger/channels': restCall({
    method: 'GET',
    auth: 'none',
    input: channelListInputSchema,
    handler: async (query, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await listActorChannels(db, actorId, query) };
    },
  }),

  // GET /rest/v1/studio/messenger/channel/{channelId} – one channel of hers with its messages; marks her side read
  'messenger/channel/{channelId}': restCall({
    method: 'GET',
    auth: 'none',
    input: channelInputSchema,
    handler: async ({ channelId }, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await getActorChannel(db, actorId, channelId, runtime().pubsub) };
    },
  }),

  // GET /rest/v1/studio/messenger/channel/{channelId}/messages?before={messageId}&limit=30 – older messages of her channel, oldest first, with hasMore
  'messenger/channel/{channelId}/messages': restCall({
    method: 'GET',
    auth: 'none',
    input: olderMessagesInputSchema,
    handler: async (input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await listOlderMessages(db, { side: 'actor', actorId }, input) };
    },
  }),

  // POST /rest/v1/studio/messenger/send – {channelId, text, clientMessageId, media?}; 404 not her channel, 403 blocked
  'messenger/send': restCall({
    method: 'POST',
    auth: 'none',
    input: studioReplyInputSchema,
    handler: async (input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      const sent = await sendActorMessage(db, runtime().pubsub, { ...input, actorId });
      return { success: true, data: sent };
    },
  }),

  // POST /rest/v1/studio/messenger/message/{messageId}/withdraw – one of her sent messages; 404 for any other (§7 messenger content change)
  'messenger/message/{messageId}/withdraw': restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({ messageId: z.coerce.number().int().positive().max(2_147_483_647) }),
    handler: async ({ messageId }, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await withdrawActorMessage(db, runtime().pubsub, { actorId, messageId }) };
    },
  }),
};
