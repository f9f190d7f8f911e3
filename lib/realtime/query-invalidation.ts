import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SubscriptionState } from '@/lib/contracts/subscriptions';
import { chatKeys } from '@/lib/queries/chat';
import { type CurrentClash, clashKeys, clashLearnt } from '@/lib/queries/clash';
import { favoritesKeys } from '@/lib/queries/favorites';
import { feedKeys, newerGoal } from '@/lib/queries/feed-keys';
import { guestKeys } from '@/lib/queries/guest';
import { messengerKeys } from '@/lib/queries/messenger';
import { modelsKeys } from '@/lib/queries/models';
import { statusBarKeys } from '@/lib/queries/status-bars';
import { studioKeys } from '@/lib/queries/studio-keys';
import { tileGridKeys } from '@/lib/queries/tile-grid';
import { tvKeys } from '@/lib/queries/tv';
import { walletKeys } from '@/lib/queries/wallet';
import type { ServerMessageOf, ServerMessageType } from './message-types';
import type { RealtimeSession } from './session';

/** What the registry needs from a react-query QueryClient. */
export type QueryCacheTarget = Pick<QueryClient, 'invalidateQueries'> & Partial<Pick<QueryClient, 'setQueryData'>>;

/**
 * What one WebSocket event does to the query cache: the keys it makes stale (prefixes, so every
 * variant below them refetches), or data it sets directly because the event carries it.
 */
type Reaction<M> = {
  invalidate?: (message: M) => QueryKey[];
  set?: (message: M, client: Pick<QueryClient, 'setQueryData'>) => void;
};

/** Event type → its reaction; one table per app on this socket protocol (guest pages, studio). */
type Table = { [T in ServerMessageType]?: Reaction<ServerMessageOf<T>> };

/**
 * THE registry of "WebSocket events invalidate or set the affected react-query keys": each area adds
 * its events here, with keys from its lib/queries/<area>.ts, instead of a hook subscribing to the
 * socket to refetch by hand. This module loads with QueryProvider (lazily), so keys may carry
 * react-query but never zod. The guest pages' table:
 */
const registry: Table = {
  // §4 "actor online and offline events update search, specials, favourites and actor state".
  actorOnline: { invalidate: () => [modelsKeys.all] },
  actorOffline: { invalidate: () => [modelsKeys.all] },
  freeShowStart: { invalidate: () => [modelsKeys.all] },
  freeShowStop: { invalidate: () => [modelsKeys.all] },
  // The presence a page asks for after each acknowledgement (components/realtime/sync-page-state.ts) may differ from what its lists fetched.
  presenceSnapshot: { invalidate: ({ actors }) => (actors.length > 0 ? [modelsKeys.all] : []) },
  // §4 messenger "events update state: message price change, channel update, all channels seen".
  channel: { invalidate: ({ channelId }) => [messengerKeys.lists(), [...messengerKeys.channels(), channelId]] },
  channels: { invalidate: () => [messengerKeys.lists()] },
  channelArchived: { invalidate: ({ channelId }) => [messengerKeys.lists(), [...messengerKeys.channels(), channelId]] },
  // §7 messenger content change: the open conversation reads its messages again; the message changes in place.
  messengerContentChange: { invalidate: ({ channelId }) => [messengerKeys.lists(), [...messengerKeys.channels(), channelId]] },
  messagePrice: { invalidate: () => [messengerKeys.all] },
  actorSettings: { invalidate: () => [messengerKeys.all] },
  // §3 boughtGifts granted by an operator: the gift composer reads its stock again.
  boughtGifts: { invalidate: () => [messengerKeys.all] },
  // A reconnect (server restart) may have missed events: the messenger (its unread counts too) reads
  // again once the session is back, after the server subscribed it ("subscribe first, then read").
  sessionAck: { invalidate: () => [messengerKeys.all] },
  // §3 free-chat durations: an ended chat used some of today's free time.
  // §2 my video chats and best chats gain the chat that ended.
  chatEnd: { invalidate: () => [chatKeys.freeDurations(), tileGridKeys.actors('myVideoChats'), tileGridKeys.actors('bestChats')] },
  // §7 clashOfCamsVoting carries the whole clash: each performer's cached clash on this page follows.
  clashOfCamsVoting: {
    set: ({ clashId, status, endsAt, entries, winnerActorId }, client) => {
      const clash = { clashId, status, endsAt, entries, winnerActorId };
      for (const entry of entries) client.setQueryData(clashKeys.current(entry.actorId), (old: CurrentClash | undefined) => clashLearnt(old, clash));
    },
  },
  // §7 pin and unpin events: the favourite cams list follows (another tab, or this one).
  pinActor: { invalidate: () => [favoritesKeys.actors(), tileGridKeys.actors('favoriteActors')] },
  unpinActor: { invalidate: () => [favoritesKeys.actors(), tileGridKeys.actors('favoriteActors')] },
  // §7 VIP update: the event says whether the guest is VIP now; the rest of the state is asked again.
  vipUpdate: {
    set: (message, client) => client.setQueryData(guestKeys.subscriptions(), (old: SubscriptionState | undefined) => old && { ...old, isVip: message.isVip }),
    invalidate: () => [guestKeys.subscriptions(), tvKeys.all],
  },
  // §7 TV update (VIP counts as TV, §6): the livestream asks for its stream again and starts without a reload.
  tvUpdate: { invalidate: () => [guestKeys.subscriptions(), tvKeys.all] },
  // §7 guestBalance follows every charge and credit (top-up, purchase): the receipts gain a line.
  guestBalance: { invalidate: () => [walletKeys.receipts()] },
  // §7 0900-service status: a phone top-up waits, was paid or expired; the receipts show its state.
  service0900Status: { invalidate: () => [walletKeys.receipts()] },
  // §3 status bars: a bar created by a server event, or closed in another tab, shows or goes here too.
  statusBar: { invalidate: () => [statusBarKeys.all] },
  // An accepted age check made the "avs accepted" bar in the same transaction; avsSet announces both.
  avsSet: { invalidate: () => [statusBarKeys.all] },
  // §3 tipping goal, live for every viewer: the bar of the post moves; an older version is ignored.
  feedTippingGoal: {
    set: ({ postId, tippingGoal }, client) =>
      client.setQueryData(feedKeys.goal(postId), (held: Parameters<typeof newerGoal>[0]) => newerGoal(held, tippingGoal)),
  },
};

/**
 * The studio's table: her lists follow the events of her performer session (new guest messages,
 * her chats starting and ending); presence events change her own state only when they are hers.
 */
export function studioRegistry(actorId: number): Table {
  const hers = (message: { actorId: number }) => (message.actorId === actorId ? [studioKeys.me()] : []);
  return {
    channel: { invalidate: () => [studioKeys.channels()] },
    channels: { invalidate: () => [studioKeys.channels()] },
    actorOnline: { invalidate: hers },
    actorOffline: { invalidate: hers },
    actorSettings: { invalidate: () => [studioKeys.settings()] },
    chatStarted: { invalidate: () => [studioKeys.chatRoom()] },
    chatEnded: { invalidate: () => [studioKeys.chatRoom()] },
    // Withdrawn in another of her tabs: this one shows it too.
    messengerContentChange: { invalidate: ({ channelId }) => [studioKeys.channel(channelId)] },
  };
}

export function queryKeysFor<T extends ServerMessageType>(message: ServerMessageOf<T>, table: Table = registry): QueryKey[] {
  const reaction = table[message.type as T] as Reaction<ServerMessageOf<T>> | undefined;
  return reaction?.invalidate?.(message) ?? [];
}

function react<T extends ServerMessageType>(message: ServerMessageOf<T>, client: QueryCacheTarget, table: Table): void {
  const reaction = table[message.type as T] as Reaction<ServerMessageOf<T>> | undefined;
  if (reaction?.set && client.setQueryData) reaction.set(message, client as Pick<QueryClient, 'setQueryData'>);
  for (const queryKey of queryKeysFor(message, table)) void client.invalidateQueries({ queryKey });
}

type Session = Pick<RealtimeSession, 'on'>;
/** Per client and session: how many providers asked, and how to let go. */
const connections = new WeakMap<QueryCacheTarget, Map<Session, { users: number; stop: () => void }>>();

function subscribe(session: Session, client: QueryCacheTarget, table: Table): () => void {
  const stops = (Object.keys(table) as ServerMessageType[]).map((type) => session.on(type, (message) => react(message, client, table)));
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Wires the registry to a session and a QueryClient; returns the disconnect function. Several
 * islands mount QueryProvider on one page: the client is subscribed once, however many ask (an
 * event handled twice would refetch twice), and let go when the last one disconnects.
 */
export function connectQueryInvalidation(session: Session, client: QueryCacheTarget, table: Table = registry): () => void {
  const bySession = connections.get(client) ?? new Map<Session, { users: number; stop: () => void }>();
  connections.set(client, bySession);
  const connection = bySession.get(session) ?? { users: 0, stop: subscribe(session, client, table) };
  bySession.set(session, connection);
  connection.users += 1;
  let connected = true;
  return () => {
    if (!connected) return;
    connected = false;
    connection.users -= 1;
    if (connection.users > 0) return;
    connection.stop();
    bySession.delete(session);
  };
}
