import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ChannelFilter, ChannelPage } from '@/lib/contracts/messenger';
import type { OlderMessages } from '@/lib/contracts/messenger-calls';

/**
 * The guest's messenger calls (§7 messenger area, /rest/v1/messenger/…) through the one REST
 * client, each answer parsed by its contract (loaded inside the call: the query registry imports
 * these keys). Keys name no guest: the page's query client is emptied when the guest changes.
 * The §7 events (channel, channels, channelArchived, messagePrice, …) invalidate them through
 * lib/realtime/query-invalidation.ts. The pages pass `{ language }`; tests add baseUrl and a token.
 */
export type MessengerSession = ApiSession;
/** The messenger's views also know whose it is (the composer's gift stock follows the guest's session). */
export type GuestApiSession = MessengerSession & { guestId: number };

export const messengerKeys = {
  all: ['messenger'] as const,
  lists: () => [...messengerKeys.all, 'channels'] as const,
  list: (language: string, filter: ChannelFilter, online: boolean) => [...messengerKeys.lists(), language, { filter, online }] as const,
  channels: () => [...messengerKeys.all, 'channel'] as const,
  channel: (channelId: number, language: string) => [...messengerKeys.channels(), channelId, language] as const,
  gifts: (language: string) => [...messengerKeys.all, 'gifts', language] as const,
  toys: (language: string) => [...messengerKeys.all, 'toys', language] as const,
  unread: () => [...messengerKeys.all, 'unread'] as const,
  recommendations: (language: string) => [...messengerKeys.all, 'recommendations', language] as const,
};

/**
 * §9: the channel list is fetched as the first 500 from offset 0, filtered and online-toggled by
 * the server; load-more asks for the next 500 (§4: throttled by the page, channel-list.ts).
 */
export function channelListOptions(session: MessengerSession, filter: ChannelFilter, online: boolean) {
  return infiniteQueryOptions({
    queryKey: messengerKeys.list(session.language, filter, online),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const { channelPageResponseSchema, MESSENGER_CHANNEL_PAGE } = await import('@/lib/contracts/messenger');
      const query = { filter, online, offset: pageParam, limit: MESSENGER_CHANNEL_PAGE };
      return (await restRequest(restPath('messenger', 'channels'), { ...session, query, schema: channelPageResponseSchema, signal })).data;
    },
    getNextPageParam: (last: ChannelPage, pages: ChannelPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** One channel with its messages; reading it marks it read on the server (§4 selecting). */
export function channelOptions(session: MessengerSession, channelId: number) {
  return queryOptions({
    queryKey: messengerKeys.channel(channelId, session.language),
    queryFn: async ({ signal }) => {
      const { channelWithMessagesResponseSchema } = await import('@/lib/contracts/messenger');
      return (await restRequest(restPath('messenger', 'channel', channelId), { ...session, schema: channelWithMessagesResponseSchema, signal })).data;
    },
    staleTime: 0,
  });
}

/** A page of older messages before `before` (the first message shown), oldest first, with hasMore. */
export async function fetchOlderMessages(session: MessengerSession, channelId: number, before: number, limit?: number): Promise<OlderMessages> {
  const { olderMessagesResponseSchema, OLDER_MESSAGES_PAGE } = await import('@/lib/contracts/messenger-calls');
  const query = { before, limit: limit ?? OLDER_MESSAGES_PAGE };
  return (await restRequest(restPath('messenger', 'channel', channelId, 'messages'), { ...session, query, schema: olderMessagesResponseSchema })).data;
}

/** Gifts with the §3 boughtGifts (gift id → quantity); the chat's gift buttons use them too. */
export function giftsOptions(session: MessengerSession) {
  return queryOptions({
    queryKey: messengerKeys.gifts(session.language),
    queryFn: async ({ signal }) => {
      const { giftsResponseSchema } = await import('@/lib/contracts/messenger-calls');
      return (await restRequest(restPath('messenger', 'gifts'), { ...session, schema: giftsResponseSchema, signal })).data;
    },
  });
}

/** The toy controls (messenger composer and the chat's toy buttons). */
export function toysOptions(session: MessengerSession) {
  return queryOptions({
    queryKey: messengerKeys.toys(session.language),
    queryFn: async ({ signal }) => {
      const { toyControlsResponseSchema } = await import('@/lib/contracts/messenger-calls');
      return (await restRequest(restPath('messenger', 'toyControls'), { ...session, schema: toyControlsResponseSchema, signal })).data.items;
    },
  });
}

/** §9: at most 9 online performers the guest has no channel with yet. */
export function recommendationsOptions(session: MessengerSession) {
  return queryOptions({
    queryKey: messengerKeys.recommendations(session.language),
    queryFn: async ({ signal }) => {
      const { recommendationsResponseSchema } = await import('@/lib/contracts/messenger-calls');
      return (await restRequest(restPath('messenger', 'recommendations'), { ...session, schema: recommendationsResponseSchema, signal })).data.items;
    },
  });
}

export async function fetchUnreadTotal(session: MessengerSession, signal?: AbortSignal): Promise<number> {
  const { unreadResponseSchema } = await import('@/lib/contracts/messenger-calls');
  return (await restRequest(restPath('messenger', 'unread'), { ...session, schema: unreadResponseSchema, signal })).data.unreadTotal;
}

/** GET messenger/unread: the header's count; the channels event and the messenger page set it (staleTime 0: a new page asks again). */
export function unreadTotalOptions(session: MessengerSession) {
  return queryOptions({
    queryKey: messengerKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadTotal(session, signal),
    staleTime: 0,
  });
}

/** Touch: opens (or finds) the guest's channel with a performer (profile "Message" button, ?actor=). */
export async function touchActorChannel(session: MessengerSession, actorId: number) {
  const { channelWithMessagesResponseSchema } = await import('@/lib/contracts/messenger');
  return (await restRequest(restPath('messenger', 'channel', 'actor', actorId), { ...session, schema: channelWithMessagesResponseSchema })).data;
}

/** POST messenger/channel/{id}/archive or …/block {status}. */
export async function setChannelStatus(session: MessengerSession, channelId: number, action: 'archive' | 'block', status: boolean): Promise<void> {
  const { okResponseSchema } = await import('@/lib/contracts/messenger-calls');
  await restRequest(restPath('messenger', 'channel', channelId, action), { ...session, method: 'POST', body: { status }, schema: okResponseSchema });
}

/** §7 allChannelsSeen over REST. */
export async function markAllChannelsSeen(session: MessengerSession): Promise<void> {
  const { okResponseSchema } = await import('@/lib/contracts/messenger-calls');
  await restRequest(restPath('messenger', 'channels', 'seen'), { ...session, method: 'POST', body: {}, schema: okResponseSchema });
}

/** POST messenger/send, the REST twin of the socket's sendMessage (same clientMessageId: charged once). */
export async function sendMessageOverRest(session: MessengerSession, message: { channelId: number; text: string; gifts: readonly unknown[]; clientMessageId: string }) {
  const { sendResultResponseSchema } = await import('@/lib/contracts/messenger');
  return (await restRequest(restPath('messenger', 'send'), { ...session, method: 'POST', body: message, schema: sendResultResponseSchema })).data;
}
