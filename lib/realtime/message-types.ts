/**
 * The real-time channel at `/ws` (§7) as the browser sees it: constants and message types,
 * without zod, so the page's session stays small (first-load budget). The server hub
 * validates with the zod schemas of lib/realtime/protocol.ts, which re-exports everything here
 * and proves at compile time that these types equal the schemas' inferred ones.
 */

import type { ChatServerMessage } from '@/lib/chat/chat-message-types';
import type { ClashView } from '@/lib/clash/clash-rules';
import type { LiveClientMessage, LiveServerMessage } from './live-message-types';

/** §9 timing and the limits of the channel. */
export const PING_INTERVAL_MS = 50_000;
export const RECONNECT_DELAY_MS = 1_000;
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** After this many malformed messages the server closes with PROTOCOL_ERROR. */
export const MAX_BAD_MESSAGES = 5;
/** Ids of actors, albums and pictures are PostgreSQL integers: larger numbers are bad input, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

/** §8: protocol error 1002, pong missing 4000; 1001 = server going away, 1009 = too big. */
export const closeCodes = {
  NORMAL: 1000,
  GOING_AWAY: 1001,
  PROTOCOL_ERROR: 1002,
  MESSAGE_TOO_BIG: 1009,
  PONG_MISSING: 4000,
} as const;

export const realtimeLanguages = ['de', 'en', 'es', 'nl'] as const;
export type RealtimeLanguage = (typeof realtimeLanguages)[number];

/** NOT_FOUND: the actor, album or picture of a favourite pin does not exist. */
export const realtimeErrorCodes = ['BAD_MESSAGE', 'UNAUTHORIZED', 'NOT_FOUND', 'UNSUPPORTED', 'INTERNAL'] as const;
export type RealtimeErrorCode = (typeof realtimeErrorCodes)[number];

export const channelFilterTypes = ['newest', 'unread', 'archived', 'blocked'] as const;
/** §3/§4 notifications: the navbar list and the floating pop-ups; at most 5 are requested (§9). */
export const notificationKinds = ['navbar', 'floating'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const NOTIFICATION_REQUEST_SIZE = 5;
/** Why a sendMessage was refused (messageResult.errorCode). */
export const sendMessageErrorCodes = ['INSUFFICIENT_FUNDS', 'NOT_FOUND', 'BLOCKED', 'RESTRICTED', 'GIFT_UNAVAILABLE', 'BAD_MESSAGE'] as const;
export type SendMessageErrorCode = (typeof sendMessageErrorCodes)[number];
/** A gift or toy control added to a message (§4 gift composer): the messenger_gifts id and how many. */
export type IncludedGift = { giftId: number; quantity: number };
/**
 * §3 notification fields (id, unread, unseen) plus what the list shows. Types 6, 7, 13, 14, 15, 22
 * are never shown (§4); the server does not send them.
 */
export type RealtimeNotification = {
  id: number;
  type: number;
  unread: boolean;
  unseen: boolean;
  createdAt: string;
  actorId: number | null;
  actorName: string | null;
  channelId: number | null;
  text: string | null;
};

/** §7: every message carries type, accessToken and guestId (the last two when known). */
type Envelope = { accessToken?: string; guestId?: number };
type Message<T extends string, Fields = unknown> = { type: T } & Envelope & Fields;

/**
 * §6: realtime commands about notifications, favourites, channels, messages and one-click are
 * sent only when logged in. Only the favourite pins are built; the hub answers the rest UNSUPPORTED.
 */
export const loginOnlyMessageTypes = [
  'sendMessage',
  'blockChannel',
  'notificationsRequest',
  'notificationMarkRead',
  'notificationMarkSeen',
  'notificationToggleEmail',
  'notificationToggleSms',
  'allChannelsSeen',
  'canOneClick',
  'chargeOneClick',
  'loadChannels',
  'loadOnlineChannels',
  'filterChannels',
  'archiveChannel',
  'refreshEmailProperties',
  'sendSignupEmail',
  'favoriteRequestActors',
  'removeStatusBar',
  'favoritePinActor',
  'favoriteUnpinActor',
  'favoritePinAlbum',
  'favoriteUnpinAlbum',
  'favoritePinSedcards',
  'favoriteUnpinSedcards',
  'favoritePinPicture',
  'favoriteUnpinPicture',
] as const;

export type ClientMessage =
  | Message<'ping'>
  /** studioToken: a performer session of the studio instead of a guest's accessToken. */
  | Message<'requestSession', { language: RealtimeLanguage; studioToken?: string }>
  /** clientMessageId makes a resend after a reconnect deliver once (the server answers messageResult). */
  | Message<'sendMessage', { channelId: number; text: string; gifts?: IncludedGift[]; clientMessageId: string }>
  | Message<'blockChannel', { channelId: number; status: boolean }>
  | Message<'notificationsRequest', { kind: NotificationKind; limit: number }>
  | Message<'notificationMarkRead', { notificationId: number }>
  | Message<'notificationMarkSeen', { notificationId: number }>
  | Message<'notificationToggleEmail', { actorId: number; enabled: boolean }>
  | Message<'notificationToggleSms', { actorId: number; enabled: boolean }>
  | Message<'allChannelsSeen'>
  | Message<'canOneClick'>
  /** amount in EUR cents; channelId when the top-up was started from a messenger channel; the key makes a retry charge once. */
  | Message<'chargeOneClick', { amount: number; channelId?: number; idempotencyKey?: string }>
  | Message<'loadChannels', { offset: number; limit: number }>
  | Message<'loadOnlineChannels', { online: boolean }>
  | Message<'filterChannels', { filterType: (typeof channelFilterTypes)[number] }>
  | Message<'archiveChannel', { channelId: number; status: boolean }>
  | Message<'refreshEmailProperties'>
  /** §7 sendSignupEmail(email): the address-confirmation mail again; email must be the account's (any case). Success is silent. */
  | Message<'sendSignupEmail', { email: string }>
  | Message<'favoriteRequestActors'>
  | Message<'removeStatusBar', { statusBar?: string }>
  /** §7 favorite pin and unpin; the server answers with the matching pin/unpin event to every session of the guest. */
  | Message<'favoritePinActor', { actorId: number }>
  | Message<'favoriteUnpinActor', { actorId: number }>
  | Message<'favoritePinAlbum', { albumId: number }>
  | Message<'favoriteUnpinAlbum', { albumId: number }>
  | Message<'favoritePinSedcards', { actorId: number }>
  | Message<'favoriteUnpinSedcards', { actorId: number }>
  | Message<'favoritePinPicture', { pictureId: number }>
  | Message<'favoriteUnpinPicture', { pictureId: number }>
  /** Live video signalling (./live-message-types.ts). */
  | (LiveClientMessage & Envelope);
export type ClientMessageType = ClientMessage['type'];

const loginOnly: ReadonlySet<string> = new Set(loginOnlyMessageTypes);

export function needsLogin(type: ClientMessageType): boolean {
  return loginOnly.has(type);
}

/** §4: a subscription that has just started, tracked as a purchase with its price (EUR cents). */
export type SubscriptionStarted = { flow: string; price: number; currency: 'EUR' };

export type ServerMessage =
  /** §4: email verified (reload, except on the mobile platform and TV livestream pages), session expired, page reload. */
  | { type: 'emailVerified' }
  | { type: 'sessionExpired' }
  | { type: 'pageReload' }
  /** §4 actor online and offline: every page that shows her follows (broadcast to every session). */
  | { type: 'actorOnline'; actorId: number }
  | { type: 'actorOffline'; actorId: number }
  | { type: 'freeShowStart'; actorId: number }
  | { type: 'freeShowStop'; actorId: number }
  /** §4 notification batches: the newest entries plus removed and marked-as-read ids. */
  | { type: 'notifications'; kind: NotificationKind; notifications: RealtimeNotification[]; removedIds: number[]; markedAsReadIds: number[]; unreadCount: number }
  /**
   * §7 messenger events, thin on purpose: they carry what changed, and the page refetches the
   * channel list or the channel through REST (react-query keys invalidated by the event).
   */
  | { type: 'channel'; channelId: number; actorId: number; unreadCount: number; lastMessageId: number | null }
  | { type: 'channels'; unreadTotal: number }
  | { type: 'channelArchived'; channelId: number; archived: boolean }
  | { type: 'messagePrice'; actorId: number; messagePrice: number; messagePriceFormatted: string; isMessagingFree: boolean; freeMessagesAmount: number }
  | { type: 'actorSettings'; actorId: number; messagePrice: number; isMessagingFree: boolean; freeMessages: number }
  /** Answer to sendMessage (same clientMessageId); a paid message is followed by guestBalance. */
  | { type: 'messageResult'; clientMessageId: string; success: boolean; errorCode: SendMessageErrorCode | null; messageId: number | null; price: number }
  | { type: 'loyaltyPointsChanged'; points: number }
  /** ttl: seconds until the session's access token expires; null for an anonymous session. */
  | { type: 'pong'; ttl: number | null }
  /** actorId: present only on a performer (studio) session whose studioToken was accepted. */
  | { type: 'sessionAck'; sessionId: string; loggedIn: boolean; guestId: number | null; language: RealtimeLanguage; actorId?: number }
  | { type: 'error'; code: RealtimeErrorCode; message: string }
  /** §7 guestBalance: minor units of EUR, formatted per §9. */
  | { type: 'guestBalance'; guestBalance: number; guestBalanceFormatted: string; guestIsPayingCustomer: boolean }
  /** §7 pin and unpin events: a favourite changed in one of the guest's sessions (or this one). */
  | { type: 'pinActor'; actorId: number }
  | { type: 'unpinActor'; actorId: number }
  | { type: 'pinAlbum'; albumId: number }
  | { type: 'unpinAlbum'; albumId: number }
  | { type: 'pinSedcards'; actorId: number }
  | { type: 'unpinSedcards'; actorId: number }
  | { type: 'pinPicture'; pictureId: number }
  | { type: 'unpinPicture'; pictureId: number }
  /** §7 dataProtection: the guest still has to accept the current privacy policy or terms. */
  | { type: 'dataProtection'; showDataProtection: boolean }
  /** §4 avs events: revoked → status unknown (has-avs false), set → accepted, pending, rejected with the server's message. */
  | { type: 'avsRevoked' }
  | { type: 'avsSet' }
  | { type: 'avsPending' }
  | { type: 'avsRejected'; message: string }
  /** §7 bonusCodeRedeemed (§4: the page's callback runs) and guestVouchers, the §3 vouchers now valid. */
  | { type: 'bonusCodeRedeemed'; code: string }
  | { type: 'guestVouchers'; vouchers: { type: number; amount: number; actorId: number | null }[] }
  /** §7 VIP and TV update (§4: run the callback, else reload); VIP counts as TV subscriber. */
  | { type: 'vipUpdate'; isVip: boolean; started?: SubscriptionStarted }
  | { type: 'tvUpdate'; isVXTVAboSubscriber: boolean; started?: SubscriptionStarted }
  /** §7 guest locked: the account was locked; the page logs out (§4). */
  | { type: 'guestLocked' }
  /** Answer to canOneClick (§6: logged in and configured): the amounts in EUR cents and the saved method's label. */
  | { type: 'canOneClick'; canOneClick: boolean; amounts: number[]; paymentMethod: string | null }
  /** Answer to chargeOneClick; a success is followed by guestBalance. */
  | {
      type: 'oneClickResult';
      success: boolean;
      status: 'succeeded' | 'declined' | 'failed' | 'requires_confirmation';
      amount: number;
      amountFormatted: string;
      declineReason: string | null;
      channelId: number | null;
    }
  /** Live video signalling (./live-message-types.ts). */
  | LiveServerMessage
  /** Chat events: chatEnd, chatLowBalance, and to the performer chatStarted/chatEnded (lib/chat/chat-message-types.ts). */
  | ChatServerMessage
  /** §7 clash of cams voting (lib/clash/clash-rules.ts): to every page on start, on votes (≤ 1/s) and at the end. */
  | ({ type: 'clashOfCamsVoting' } & ClashView);
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Client → server message without the envelope fields, as callers of the session write it. */
type WithoutEnvelope<M> = M extends unknown ? Omit<M, 'accessToken' | 'guestId'> : never;
export type OutgoingMessage = WithoutEnvelope<ClientMessage>;
