import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import { type ChannelFilter, type ChannelPage, channelPageResponseSchema, channelWithMessagesResponseSchema, MESSENGER_CHANNEL_PAGE } from '@/lib/contracts/messenger';
import {
  giftsResponseSchema,
  okResponseSchema,
  OLDER_MESSAGES_PAGE,
  olderMessagesResponseSchema,
  recommendationsResponseSchema,
  toyControlsResponseSchema,
  unreadResponseSchema,
} from '@/lib/contracts/messenger-calls';

/**
 * The guest's messenger calls (§7 messenger area, /rest/v1/messenger/…) through the one REST
 * client, each answer parsed by M1's contract, with react-query keys from general to specific.
 * WebSocket events (channel, channels, channelArchived, messagePrice) invalidate these keys.
 */
export const messengerKeys = {
  all: (guestId: number) => ['messenger', guestId] as const,
  lists: (guestId: number) => [...messengerKeys.all(guestId), 'channels'] as const,
  list: (guestId: number, filter: ChannelFilter, online: boolean) => [...messengerKeys.lists(guestId), { filter, online }] as const,
  channels: (guestId: number) => [...messengerKeys.all(guestId), 'channel'] as const,
  channel: (guestId: number, channelId: number) => [...messengerKeys.channels(guestId), channelId] as const,
  gifts: (guestId: number) => [...messengerKeys.all(guestId), 'gifts'] as const,
  toys: (guestId: number) => [...messengerKeys.all(guestId), 'toys'] as const,
  unread: (guestId: number) => [...messengerKeys.all(guestId), 'unread'] as const,
  recommendations: (guestId: number) => [...messengerKeys.all(guestId), 'recommendations'] as const,
};

export type GuestApiSession = ApiSession & { guestId: number; accessToken: string };

/**
 * §9: the channel list is fetched as the first 500 from offset 0, filtered and online-toggled by
 * the server; load-more asks for the next 500 (§4: throttled by the page, channel-list.ts).
 */
export const channelListQuery = (session: GuestApiSession, filter: ChannelFilter, online: boolean) =>
  infiniteQueryOptions({
    queryKey: messengerKeys.list(session.guestId, filter, online),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (
        await restRequest(restPath('messenger', 'channels'), {
          ...session,
          query: { filter, online, offset: pageParam, limit: MESSENGER_CHANNEL_PAGE },
          schema: channelPageResponseSchema,
          signal,
        })
      ).data,
    getNextPageParam: (last: ChannelPage, pages: ChannelPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** One channel with its messages; reading it marks it read on the server (§4 selecting). */
export const channelQuery = (session: GuestApiSession, channelId: number) =>
  queryOptions({
    queryKey: messengerKeys.channel(session.guestId, channelId),
    queryFn: async ({ signal }) =>
      (await restRequest(restPath('messenger', 'channel', channelId), { ...session, schema: channelWithMessagesResponseSchema, signal })).data,
    staleTime: 0,
  });

/** A page of older messages before `before` (the first message shown), oldest first, with hasMore. */
export async function fetchOlderMessages(session: ApiSession, channelId: number, before: number, limit = OLDER_MESSAGES_PAGE) {
  return (await restRequest(restPath('messenger', 'channel', channelId, 'messages'), { ...session, query: { before, limit }, schema: olderMessagesResponseSchema })).data;
}

/** Gifts with the §3 boughtGifts (gift id → quantity), and the toy controls. */
export const giftsQuery = (session: GuestApiSession) =>
  queryOptions({
    queryKey: messengerKeys.gifts(session.guestId),
    queryFn: async ({ signal }) => (await restRequest(restPath('messenger', 'gifts'), { ...session, schema: giftsResponseSchema, signal })).data,
  });

export const toysQuery = (session: GuestApiSession) =>
  queryOptions({
    queryKey: messengerKeys.toys(session.guestId),
    queryFn: async ({ signal }) => (await restRequest(restPath('messenger', 'toyControls'), { ...session, schema: toyControlsResponseSchema, signal })).data.items,
  });

/** §9: at most 9 online performers the guest has no channel with yet. */
export const recommendationsQuery = (session: GuestApiSession) =>
  queryOptions({
    queryKey: messengerKeys.recommendations(session.guestId),
    queryFn: async ({ signal }) => (await restRequest(restPath('messenger', 'recommendations'), { ...session, schema: recommendationsResponseSchema, signal })).data.items,
  });

export async function fetchUnreadTotal(session: ApiSession): Promise<number> {
  return (await restRequest(restPath('messenger', 'unread'), { ...session, schema: unreadResponseSchema })).data.unreadTotal;
}

/** Touch: opens (or finds) the guest's channel with a performer (profile "Message" button, ?actor=). */
export async function touchActorChannel(session: ApiSession, actorId: number) {
  return (await restRequest(restPath('messenger', 'channel', 'actor', actorId), { ...session, schema: channelWithMessagesResponseSchema })).data;
}

const statusAnswerSchema = z.object({ success: z.literal(true) });

/** POST messenger/channel/{id}/archive or …/block {status}. */
export async function setChannelStatus(session: ApiSession, channelId: number, action: 'archive' | 'block', status: boolean): Promise<void> {
  await restRequest(restPath('messenger', 'channel', channelId, action), { ...session, method: 'POST', body: { status }, schema: statusAnswerSchema });
}

/** §7 allChannelsSeen over REST. */
export async function markAllChannelsSeen(session: ApiSession): Promise<void> {
  await restRequest(restPath('messenger', 'channels', 'seen'), { ...session, method: 'POST', body: {}, schema: okResponseSchema });
}
