import { type Fields, isCount, isDbId, isFields, isInt, listOf, oneOf } from '@/lib/validation/guards';
import { MAX_SNAPSHOT_ACTORS, notificationKinds, realtimeLanguages } from './message-codes';
import type { ServerMessage, ServerMessageOf } from './message-types';

/**
 * The frames every page receives while it loads — the session's acknowledgement, the pong and the
 * performers' presence (§4 actor online/offline, free show), and for a logged-in guest the balance
 * and the notifications (§7 guestBalance, §4 notifications) — checked by hand, without zod: a
 * visitor's page then never evaluates zod, and a guest's page loads no frame parser (tens of ms
 * of main thread on a phone, §1 speed). Each answers exactly what the zod shape of its type in
 * ./server-message-shapes.ts answers (same accepted frames, undeclared fields dropped;
 * tests/realtime/fast-frames.test.ts compares both on every sample); every other type goes
 * through ./parse-server-message.ts.
 */
const isLanguage = oneOf(realtimeLanguages);
const isNotificationKind = oneOf(notificationKinds);

/** A presence switch: actorId and, from newer servers, the presence version. */
function presence<T extends 'actorOnline' | 'actorOffline'>(type: T) {
  return (input: Fields): ServerMessageOf<T> | null => {
    if (!isDbId(input.actorId)) return null;
    if (input.version === undefined) return { type, actorId: input.actorId } as ServerMessageOf<T>;
    return isCount(input.version) ? ({ type, actorId: input.actorId, version: input.version } as ServerMessageOf<T>) : null;
  };
}

function freeShow<T extends 'freeShowStart' | 'freeShowStop'>(type: T) {
  return (input: Fields): ServerMessageOf<T> | null => (isDbId(input.actorId) ? ({ type, actorId: input.actorId } as ServerMessageOf<T>) : null);
}

function sessionAck(input: Fields): ServerMessageOf<'sessionAck'> | null {
  const { sessionId, loggedIn, guestId, language, actorId } = input;
  if (typeof sessionId !== 'string' || typeof loggedIn !== 'boolean' || !isLanguage(language)) return null;
  if (guestId !== null && !isInt(guestId)) return null;
  const ack = { type: 'sessionAck', sessionId, loggedIn, guestId, language } as ServerMessageOf<'sessionAck'>;
  if (actorId === undefined) return ack;
  return isDbId(actorId) ? { ...ack, actorId } : null;
}

function pong(input: Fields): ServerMessageOf<'pong'> | null {
  return input.ttl === null || isCount(input.ttl) ? { type: 'pong', ttl: input.ttl } : null;
}

function snapshotEntry(actor: unknown): ServerMessageOf<'presenceSnapshot'>['actors'][number] | null {
  if (!isFields(actor)) return null;
  const { actorId, online, version } = actor;
  return isDbId(actorId) && typeof online === 'boolean' && isCount(version) ? { actorId, online, version } : null;
}

function presenceSnapshot(input: Fields): ServerMessageOf<'presenceSnapshot'> | null {
  const actors = Array.isArray(input.actors) && input.actors.length <= MAX_SNAPSHOT_ACTORS ? listOf(input.actors, snapshotEntry) : null;
  return actors ? { type: 'presenceSnapshot', actors } : null;
}

function guestBalance(input: Fields): ServerMessageOf<'guestBalance'> | null {
  const { guestBalance: balance, guestBalanceFormatted, guestIsPayingCustomer, version } = input;
  if (!isInt(balance) || typeof guestBalanceFormatted !== 'string' || typeof guestIsPayingCustomer !== 'boolean') return null;
  const frame = { type: 'guestBalance', guestBalance: balance, guestBalanceFormatted, guestIsPayingCustomer } as ServerMessageOf<'guestBalance'>;
  if (version === undefined) return frame;
  return isCount(version) ? { ...frame, version } : null;
}

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isDbIdOrNull = (value: unknown): value is number | null => value === null || isDbId(value);
/** An id of a list (listOf takes null for a broken entry). */
const dbIdEntry = (value: unknown): number | null => (isDbId(value) ? value : null);

/** server-message-shapes.ts realtimeNotificationSchema. */
function notification(entry: unknown): ServerMessageOf<'notifications'>['notifications'][number] | null {
  if (!isFields(entry)) return null;
  const { id, type, unread, unseen, createdAt, actorId, actorName, channelId, text } = entry;
  if (!isDbId(id) || !isCount(type) || typeof unread !== 'boolean' || typeof unseen !== 'boolean' || typeof createdAt !== 'string') return null;
  if (!isDbIdOrNull(actorId) || !isStringOrNull(actorName) || !isDbIdOrNull(channelId) || !isStringOrNull(text)) return null;
  return { id, type, unread, unseen, createdAt, actorId, actorName, channelId, text };
}

function notifications(input: Fields): ServerMessageOf<'notifications'> | null {
  const { kind, unreadCount } = input;
  if (!isNotificationKind(kind) || !isCount(unreadCount)) return null;
  const entries = listOf(input.notifications, notification);
  const removedIds = listOf(input.removedIds, dbIdEntry);
  const markedAsReadIds = listOf(input.markedAsReadIds, dbIdEntry);
  if (!entries || !removedIds || !markedAsReadIds) return null;
  return { type: 'notifications', kind, notifications: entries, removedIds, markedAsReadIds, unreadCount };
}

const fastParsers: Readonly<Record<string, (input: Fields) => ServerMessage | null>> = {
  sessionAck,
  pong,
  presenceSnapshot,
  actorOnline: presence('actorOnline'),
  actorOffline: presence('actorOffline'),
  freeShowStart: freeShow('freeShowStart'),
  freeShowStop: freeShow('freeShowStop'),
  guestBalance,
  notifications,
};

/**
 * The message, or null when it is none (not an object with a string type, or a checked type with
 * wrong fields); undefined for a type not checked here.
 */
export function parseFastFrame(input: unknown): ServerMessage | null | undefined {
  if (!isFields(input) || typeof input.type !== 'string') return null;
  return Object.hasOwn(fastParsers, input.type) ? fastParsers[input.type]!(input) : undefined;
}
