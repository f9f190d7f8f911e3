/**
 * The codes and limits of the real-time channel at `/ws` (§7), without zod: first-load code
 * imports them as values, and the message schemas (./client-message-schema.ts,
 * ./server-message-schema.ts) are built from them.
 */

/** §9 timing and the limits of the channel. */
export const PING_INTERVAL_MS = 50_000;
export const RECONNECT_DELAY_MS = 1_000;
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** After this many malformed messages the server closes with PROTOCOL_ERROR. */
export const MAX_BAD_MESSAGES = 5;
/** Ids of actors, albums and pictures are PostgreSQL integers: larger numbers are bad input, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

/** Performers one requestSnapshot may ask about (a page asks in batches of this size). */
export const MAX_SNAPSHOT_ACTORS = 500;

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
/** How a one-click charge ended (oneClickResult.status). */
export const oneClickStatuses = ['succeeded', 'declined', 'failed', 'requires_confirmation'] as const;

/** §7 favourite pin and unpin commands (lib/server/ws/favorites.ts answers them). */
export const favoriteMessageTypes = [
  'favoritePinActor',
  'favoriteUnpinActor',
  'favoritePinAlbum',
  'favoriteUnpinAlbum',
  'favoritePinSedcards',
  'favoriteUnpinSedcards',
  'favoritePinPicture',
  'favoriteUnpinPicture',
] as const;

/**
 * §6: realtime commands about notifications, favourites, channels, messages and one-click are
 * sent only when logged in. ./client-message-schema.ts proves at compile time that its
 * login-only schemas are exactly these.
 */
/** favoriteActors: at most this many pinned performers in one answer (newest first). */
export const MAX_FAVORITE_ACTOR_IDS = 1_000;

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
  'passwordChanged',
  'sendSignupEmail',
  'favoriteRequestActors',
  'removeStatusBar',
  ...favoriteMessageTypes,
] as const;

const loginOnly: ReadonlySet<string> = new Set(loginOnlyMessageTypes);

export function needsLogin(type: string): boolean {
  return loginOnly.has(type);
}
