import * as z from 'zod';
import { chatServerMessageShapes } from '@/lib/chat/chat-protocol';
import { clashViewSchema } from '@/lib/contracts/clash';
import { FEED_TIPPING_GOAL_EVENT, feedTippingGoalEventSchema } from '@/lib/contracts/feed';
import { MAX_SNAPSHOT_ACTORS, notificationKinds, oneClickStatuses, realtimeErrorCodes, sendMessageErrorCodes } from './message-codes';
import { countSchema as count, dbIdSchema as dbId, languageSchema, type ServerMessageShapes } from './message-fields';
import { accountServerMessageShapes } from './account-protocol';
import { liveServerMessageShapes } from './live-protocol';

/**
 * What the server sends on `/ws` (§7 incoming messages), one shape per type: the hub checks its own
 * events with the union of all of them (./server-message-schema.ts), the browser session (./session.ts,
 * a lazily loaded chunk, so zod stays out of the first load) parses every frame with
 * ./parse-server-message.ts. ServerMessage (./message-types.ts) is the union's inferred type.
 */

/** §4: a subscription that has just started, tracked as a purchase with its price (EUR cents). */
export const subscriptionStartedSchema = z.object({ flow: z.string().max(32), price: z.number().int().min(0), currency: z.literal('EUR') });

/**
 * §3 notification fields (id, unread, unseen) plus what the list shows. Types 6, 7, 13, 14, 15, 22
 * are never shown (§4); the server does not send them.
 */
export const realtimeNotificationSchema = z.object({
  id: dbId,
  type: count,
  unread: z.boolean(),
  unseen: z.boolean(),
  createdAt: z.string(),
  actorId: dbId.nullable(),
  actorName: z.string().nullable(),
  channelId: dbId.nullable(),
  text: z.string().nullable(),
});

/**
 * Every message the server sends, by type (§7 incoming messages), each shape made only when asked:
 * the browser builds one type's schema when its first frame arrives (./parse-server-message.ts).
 */
export const serverMessageShapes = {
  /** §4: email verified (reload, except on the mobile platform and TV livestream pages), session expired, page reload. */
  emailVerified: () => ({}),
  sessionExpired: () => ({}),
  pageReload: () => ({}),
  /**
   * §4 actor online and offline: every page that shows her follows (broadcast to every session).
   * version: her presence version after this switch (actors.presence_version); a page applies only
   * a newer one than it knows (stores/presence.ts). Absent from older servers.
   */
  actorOnline: () => ({ actorId: dbId, version: count.optional() }),
  actorOffline: () => ({ actorId: dbId, version: count.optional() }),
  /**
   * Answer to requestSnapshot, read after the session's subscriptions were in place: the current
   * online state and presence version of each asked performer that exists ("subscribe first,
   * then read, then apply events newer than the read").
   */
  presenceSnapshot: () => ({ actors: z.array(z.object({ actorId: dbId, online: z.boolean(), version: count })).max(MAX_SNAPSHOT_ACTORS) }),
  freeShowStart: () => ({ actorId: dbId }),
  freeShowStop: () => ({ actorId: dbId }),
  /** §4 notification batches: the newest entries plus removed and marked-as-read ids. */
  notifications: () => ({
    kind: z.enum(notificationKinds),
    notifications: z.array(realtimeNotificationSchema),
    removedIds: z.array(dbId),
    markedAsReadIds: z.array(dbId),
    unreadCount: count,
  }),
  /**
   * §7 messenger events, thin on purpose: they carry what changed, and the page refetches the
   * channel list or the channel through REST (react-query keys invalidated by the event).
   */
  channel: () => ({ channelId: dbId, actorId: dbId, unreadCount: count, lastMessageId: dbId.nullable() }),
  channels: () => ({ unreadTotal: count }),
  channelArchived: () => ({ channelId: dbId, archived: z.boolean() }),
  messagePrice: () => ({ actorId: dbId, messagePrice: count, messagePriceFormatted: z.string(), isMessagingFree: z.boolean(), freeMessagesAmount: count }),
  actorSettings: () => ({ actorId: dbId, messagePrice: count, isMessagingFree: z.boolean(), freeMessages: count }),
  /**
   * §7 messenger content change: a message already delivered changed (the performer withdrew it);
   * the conversation reads the channel again and shows it in place as withdrawn.
   */
  messengerContentChange: () => ({ channelId: dbId, messageId: dbId, change: z.enum(['withdrawn']) }),
  /**
   * §7 0900-service status: the guest's top-up by premium-rate phone call (§2 paytype Voice) —
   * waiting for the call with its PIN, paid by the call, or expired unpaid.
   */
  service0900Status: () => ({ topUpId: dbId, status: z.enum(['waiting', 'paid', 'expired']), amount: count }),
  /** Answer to sendMessage (same clientMessageId); a paid message is followed by guestBalance. */
  messageResult: () => ({
    clientMessageId: z.string(),
    success: z.boolean(),
    errorCode: z.enum(sendMessageErrorCodes).nullable(),
    messageId: dbId.nullable(),
    price: count,
  }),
  loyaltyPointsChanged: () => ({ points: z.number().int() }),
  /** §3 boughtGifts changed (an operator grant, §7 internal grantMessengerGifts): the gift and how many the guest owns now. */
  boughtGifts: () => ({ giftId: dbId, owned: count }),
  /** ttl: seconds until the session's access token expires; null for an anonymous session. */
  pong: () => ({ ttl: count.nullable() }),
  /** actorId: present only on a performer (studio) session whose studioToken was accepted. */
  sessionAck: () => ({ sessionId: z.string(), loggedIn: z.boolean(), guestId: z.number().int().nullable(), language: languageSchema, actorId: dbId.optional() }),
  error: () => ({ code: z.enum(realtimeErrorCodes), message: z.string() }),
  /**
   * §7 guestBalance: minor units of EUR, formatted per §9. version orders the balance's changes
   * (ledger_accounts.version): the page applies only a newer one; absent = unordered (applied).
   */
  guestBalance: () => ({ guestBalance: z.number().int(), guestBalanceFormatted: z.string(), guestIsPayingCustomer: z.boolean(), version: count.optional() }),
  /** §7 pin and unpin events: a favourite changed in one of the guest's sessions (or this one). */
  pinActor: () => ({ actorId: dbId }),
  unpinActor: () => ({ actorId: dbId }),
  pinAlbum: () => ({ albumId: dbId }),
  unpinAlbum: () => ({ albumId: dbId }),
  pinSedcards: () => ({ actorId: dbId }),
  unpinSedcards: () => ({ actorId: dbId }),
  pinPicture: () => ({ pictureId: dbId }),
  unpinPicture: () => ({ pictureId: dbId }),
  /** §7 dataProtection: the guest still has to accept the current privacy policy or terms. */
  dataProtection: () => ({ showDataProtection: z.boolean() }),
  /** §4 avs events: revoked → status unknown (has-avs false), set → accepted, pending, rejected with the server's message. */
  avsRevoked: () => ({}),
  avsSet: () => ({}),
  avsPending: () => ({}),
  avsRejected: () => ({ message: z.string() }),
  /** §3 status bars: a server-side bar was created or removed (another tab closed it); the page reads its bars again. */
  statusBar: () => ({ statusBar: z.string().max(64), removed: z.boolean() }),
  /** §7 bonusCodeRedeemed (§4: the page's callback runs) and guestVouchers, the §3 vouchers now valid. */
  bonusCodeRedeemed: () => ({ code: z.string() }),
  guestVouchers: () => ({
    vouchers: z.array(z.object({ type: z.number().int().min(1).max(10), amount: z.number().int(), actorId: z.number().int().nullable() })),
  }),
  /** §7 VIP and TV update (§4: run the callback, else reload); VIP counts as TV subscriber. */
  vipUpdate: () => ({ isVip: z.boolean(), started: subscriptionStartedSchema.optional() }),
  tvUpdate: () => ({ isVXTVAboSubscriber: z.boolean(), started: subscriptionStartedSchema.optional() }),
  /** §7 guest locked: the account was locked; the page logs out (§4). */
  guestLocked: () => ({}),
  /** Answer to canOneClick (§6: logged in and configured): the amounts in EUR cents and the saved method's label. */
  canOneClick: () => ({ canOneClick: z.boolean(), amounts: z.array(z.number().int().positive()), paymentMethod: z.string().nullable() }),
  /** Answer to chargeOneClick; a success is followed by guestBalance. */
  oneClickResult: () => ({
    success: z.boolean(),
    status: z.enum(oneClickStatuses),
    amount: z.number().int(),
    amountFormatted: z.string(),
    declineReason: z.string().nullable(),
    channelId: z.number().int().nullable(),
  }),
  /** Live video signalling (./live-protocol.ts). */
  ...liveServerMessageShapes,
  /** Chat events: chatEnd, chatLowBalance, and to the performer chatStarted/chatEnded (lib/chat/chat-protocol.ts). */
  ...chatServerMessageShapes,
  /** Answers to refreshEmailProperties and favoriteRequestActors (./account-protocol.ts). */
  ...accountServerMessageShapes,
  /** §7 clash of cams voting (lib/clash/clash-rules.ts): to every page on start, on votes (≤ 1/s) and at the end. */
  clashOfCamsVoting: () => clashViewSchema.shape,
  /** §3 feed tipping goal after a tip (lib/server/feed/publish-tipping-goal.ts): to every page, ordered by version. */
  [FEED_TIPPING_GOAL_EVENT]: () => feedTippingGoalEventSchema.shape,
} satisfies ServerMessageShapes;
