import {
  MAX_DB_ID,
  notificationKinds,
  realtimeErrorCodes,
  realtimeLanguages,
  type RealtimeNotification,
  sendMessageErrorCodes,
  type ServerMessage,
  type SubscriptionStarted,
} from './message-types';
import { parseLiveServerMessage } from './parse-live-message';
import { parseChatServerMessage } from '@/lib/chat/parse-chat-message';
import { parseClashVoting } from '@/lib/clash/parse-clash-message';

/**
 * The browser's check of an incoming frame (§7 incoming messages): the same rules as the
 * server's zod `serverMessageSchema`, written by hand so the page ships no zod (issue 3
 * first-load budget). Returns the message with only its declared fields (as zod strips
 * unknown keys), or null for anything else: unknown or newer types are ignored by the session.
 * tests/realtime/parse-server-message.test.ts holds both to the same cases.
 */
export function parseServerMessage(input: unknown): ServerMessage | null {
  if (!isRecord(input)) return null;
  switch (input.type) {
    case 'emailVerified':
    case 'sessionExpired':
    case 'pageReload':
      return { type: input.type };
    case 'actorOnline':
    case 'actorOffline':
    case 'freeShowStart':
    case 'freeShowStop':
      return isDbId(input.actorId) ? { type: input.type, actorId: input.actorId } : null;
    case 'notifications':
      return parseNotifications(input);
    case 'channel': {
      const { channelId, actorId, unreadCount, lastMessageId } = input;
      if (!isDbId(channelId) || !isDbId(actorId) || !isCount(unreadCount) || !(isNull(lastMessageId) || isDbId(lastMessageId))) return null;
      return { type: 'channel', channelId, actorId, unreadCount, lastMessageId };
    }
    case 'channels':
      return isCount(input.unreadTotal) ? { type: 'channels', unreadTotal: input.unreadTotal } : null;
    case 'channelArchived':
      return isDbId(input.channelId) && isBoolean(input.archived) ? { type: 'channelArchived', channelId: input.channelId, archived: input.archived } : null;
    case 'messagePrice': {
      const { actorId, messagePrice, messagePriceFormatted, isMessagingFree, freeMessagesAmount } = input;
      if (!isDbId(actorId) || !isCount(messagePrice) || !isString(messagePriceFormatted) || !isBoolean(isMessagingFree) || !isCount(freeMessagesAmount)) return null;
      return { type: 'messagePrice', actorId, messagePrice, messagePriceFormatted, isMessagingFree, freeMessagesAmount };
    }
    case 'actorSettings': {
      const { actorId, messagePrice, isMessagingFree, freeMessages } = input;
      if (!isDbId(actorId) || !isCount(messagePrice) || !isBoolean(isMessagingFree) || !isCount(freeMessages)) return null;
      return { type: 'actorSettings', actorId, messagePrice, isMessagingFree, freeMessages };
    }
    case 'messageResult': {
      const { clientMessageId, success, errorCode, messageId, price } = input;
      if (!isString(clientMessageId) || !isBoolean(success) || !(isNull(errorCode) || isOneOf(errorCode, sendMessageErrorCodes))) return null;
      if (!(isNull(messageId) || isDbId(messageId)) || !isCount(price)) return null;
      return { type: 'messageResult', clientMessageId, success, errorCode, messageId, price };
    }
    case 'loyaltyPointsChanged':
      return isInt(input.points) ? { type: 'loyaltyPointsChanged', points: input.points } : null;
    case 'pong':
      return isNull(input.ttl) || (isInt(input.ttl) && input.ttl >= 0) ? { type: 'pong', ttl: input.ttl } : null;
    case 'sessionAck': {
      const { sessionId, loggedIn, guestId, language } = input;
      if (!isString(sessionId) || !isBoolean(loggedIn) || !(isNull(guestId) || isInt(guestId))) return null;
      if (!isOneOf(language, realtimeLanguages)) return null;
      if (input.actorId === undefined) return { type: 'sessionAck', sessionId, loggedIn, guestId, language };
      return isDbId(input.actorId) ? { type: 'sessionAck', sessionId, loggedIn, guestId, language, actorId: input.actorId } : null;
    }
    case 'error': {
      const { code, message } = input;
      return isOneOf(code, realtimeErrorCodes) && isString(message) ? { type: 'error', code, message } : null;
    }
    case 'guestBalance': {
      const { guestBalance, guestBalanceFormatted, guestIsPayingCustomer } = input;
      if (!isInt(guestBalance) || !isString(guestBalanceFormatted) || !isBoolean(guestIsPayingCustomer)) return null;
      return { type: 'guestBalance', guestBalance, guestBalanceFormatted, guestIsPayingCustomer };
    }
    case 'pinActor':
    case 'unpinActor':
    case 'pinSedcards':
    case 'unpinSedcards':
      return isDbId(input.actorId) ? { type: input.type, actorId: input.actorId } : null;
    case 'pinAlbum':
    case 'unpinAlbum':
      return isDbId(input.albumId) ? { type: input.type, albumId: input.albumId } : null;
    case 'pinPicture':
    case 'unpinPicture':
      return isDbId(input.pictureId) ? { type: input.type, pictureId: input.pictureId } : null;
    case 'dataProtection':
      return isBoolean(input.showDataProtection) ? { type: 'dataProtection', showDataProtection: input.showDataProtection } : null;
    case 'avsRevoked':
    case 'avsSet':
    case 'avsPending':
      return { type: input.type };
    case 'avsRejected':
      return isString(input.message) ? { type: 'avsRejected', message: input.message } : null;
    case 'bonusCodeRedeemed':
      return isString(input.code) ? { type: 'bonusCodeRedeemed', code: input.code } : null;
    case 'guestVouchers':
      return parseVouchers(input.vouchers);
    case 'vipUpdate':
    case 'tvUpdate': {
      const started = parseStarted(input.started);
      if (started === null) return null;
      const extra = started ? { started } : {};
      if (input.type === 'vipUpdate') return isBoolean(input.isVip) ? { type: 'vipUpdate', isVip: input.isVip, ...extra } : null;
      return isBoolean(input.isVXTVAboSubscriber) ? { type: 'tvUpdate', isVXTVAboSubscriber: input.isVXTVAboSubscriber, ...extra } : null;
    }
    case 'guestLocked':
      return { type: 'guestLocked' };
    case 'canOneClick': {
      const { canOneClick, amounts, paymentMethod } = input;
      if (!isBoolean(canOneClick) || !Array.isArray(amounts) || !amounts.every((a) => isInt(a) && a > 0)) return null;
      if (!(isNull(paymentMethod) || isString(paymentMethod))) return null;
      return { type: 'canOneClick', canOneClick, amounts: [...amounts] as number[], paymentMethod };
    }
    case 'oneClickResult': {
      const { success, status, amount, amountFormatted, declineReason, channelId } = input;
      if (!isBoolean(success) || !isOneOf(status, oneClickStatuses) || !isInt(amount) || !isString(amountFormatted)) return null;
      if (!(isNull(declineReason) || isString(declineReason)) || !(isNull(channelId) || isInt(channelId))) return null;
      return { type: 'oneClickResult', success, status, amount, amountFormatted, declineReason, channelId };
    }
    case 'liveAnswer':
    case 'liveRoomClosed':
    case 'p2pSignal':
      return parseLiveServerMessage(input);
    case 'chatEnd':
    case 'chatLowBalance':
    case 'chatStarted':
    case 'chatEnded':
    case 'chatMessage':
    case 'privateTicketShowInvitation':
    case 'liveReaction':
    case 'voicecallStart':
    case 'voicecallStop':
      return parseChatServerMessage(input);
    case 'clashOfCamsVoting':
      return parseClashVoting(input);
    default:
      return null;
  }
}

const oneClickStatuses = ['succeeded', 'declined', 'failed', 'requires_confirmation'] as const;

function parseNotifications(input: Record<string, unknown>): ServerMessage | null {
  const { kind, notifications, removedIds, markedAsReadIds, unreadCount } = input;
  if (!isOneOf(kind, notificationKinds) || !Array.isArray(notifications) || !isCount(unreadCount)) return null;
  if (!isIdList(removedIds) || !isIdList(markedAsReadIds)) return null;
  const list: RealtimeNotification[] = [];
  for (const item of notifications) {
    if (!isRecord(item)) return null;
    const { id, type, unread, unseen, createdAt, actorId, actorName, channelId, text } = item;
    if (!isDbId(id) || !isCount(type) || !isBoolean(unread) || !isBoolean(unseen) || !isString(createdAt)) return null;
    if (!(isNull(actorId) || isDbId(actorId)) || !(isNull(actorName) || isString(actorName))) return null;
    if (!(isNull(channelId) || isDbId(channelId)) || !(isNull(text) || isString(text))) return null;
    list.push({ id, type, unread, unseen, createdAt, actorId, actorName, channelId, text });
  }
  return { type: 'notifications', kind, notifications: list, removedIds: [...removedIds], markedAsReadIds: [...markedAsReadIds], unreadCount };
}

/** undefined: absent; null: malformed (the whole message is refused). */
function parseStarted(value: unknown): SubscriptionStarted | undefined | null {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !isString(value.flow) || value.flow.length > 32 || !isInt(value.price) || value.price < 0 || value.currency !== 'EUR') return null;
  return { flow: value.flow, price: value.price, currency: 'EUR' };
}

function parseVouchers(value: unknown): ServerMessage | null {
  if (!Array.isArray(value)) return null;
  const vouchers: { type: number; amount: number; actorId: number | null }[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isInt(item.type) || item.type < 1 || item.type > 10 || !isInt(item.amount)) return null;
    if (!(isNull(item.actorId) || isInt(item.actorId))) return null;
    vouchers.push({ type: item.type, amount: item.amount, actorId: item.actorId });
  }
  return { type: 'guestVouchers', vouchers };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNull = (value: unknown): value is null => value === null;
/** zod 4's `.int()`: a safe integer. */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isDbId = (value: unknown): value is number => isInt(value) && value > 0 && value <= MAX_DB_ID;
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isDbId);
function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return (options as readonly unknown[]).includes(value);
}
