import { HIDDEN_NOTIFICATION_TYPES, NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import { NOTIFICATION_REQUEST_SIZE, type RealtimeNotification, type ServerMessage } from '@/lib/realtime/message-types';

export type NotificationBatch = Extract<ServerMessage, { type: 'notifications' }>;
/** What the bell shows: the newest entries (≤ 5) and the guest's unread total from the server. */
export type NotificationList = { entries: RealtimeNotification[]; unreadCount: number };

export const EMPTY_NOTIFICATION_LIST: NotificationList = { entries: [], unreadCount: 0 };

/** §4: hidden types 6, 7, 13, 14, 15, 22 are never shown, even if a batch carried one. */
export const isShown = (entry: RealtimeNotification) => !HIDDEN_NOTIFICATION_TYPES.includes(entry.type);

const newestFirst = (a: RealtimeNotification, b: RealtimeNotification) =>
  b.createdAt === a.createdAt ? b.id - a.id : b.createdAt < a.createdAt ? -1 : 1;

/**
 * §4 "Notifications arrive in batches with removed ids and marked-as-read ids": removed entries
 * leave, marked ones lose their unread flag, new or updated entries replace theirs; the list keeps
 * the newest 5 (§9) and takes the server's unread total.
 */
export function mergeBatch(list: NotificationList, batch: NotificationBatch): NotificationList {
  const removed = new Set(batch.removedIds);
  const read = new Set(batch.markedAsReadIds);
  const byId = new Map<number, RealtimeNotification>();
  for (const entry of list.entries) byId.set(entry.id, entry);
  for (const entry of batch.notifications) if (isShown(entry)) byId.set(entry.id, entry);
  const entries = [...byId.values()]
    .filter((entry) => !removed.has(entry.id))
    .map((entry) => (read.has(entry.id) && entry.unread ? { ...entry, unread: false, unseen: false } : entry))
    .sort(newestFirst)
    .slice(0, NOTIFICATION_REQUEST_SIZE);
  return { entries, unreadCount: batch.unreadCount };
}

/**
 * §4 "can be marked read or seen; flags are cleared locally": the bell updates at once, before the
 * server's batch confirms. Reading an unread entry lowers the total (never below 0).
 */
export function markLocally(list: NotificationList, id: number, flag: 'read' | 'seen'): NotificationList {
  const entry = list.entries.find((candidate) => candidate.id === id);
  if (!entry) return list;
  const next = flag === 'read' ? { ...entry, unread: false, unseen: false } : { ...entry, unseen: false };
  const lowered = flag === 'read' && entry.unread ? Math.max(0, list.unreadCount - 1) : list.unreadCount;
  return { entries: list.entries.map((candidate) => (candidate.id === id ? next : candidate)), unreadCount: lowered };
}

/** §4 "The navbar message list holds at most 5 entries, only those with unread messages." */
export function navbarMessages(list: NotificationList): RealtimeNotification[] {
  return list.entries.filter((entry) => entry.type === NOTIFICATION_TYPE.newMessage && entry.unread).slice(0, 5);
}

/** The bell's other entries (performer online, …): everything shown that is not a new message. */
export function navbarOthers(list: NotificationList): RealtimeNotification[] {
  return list.entries.filter((entry) => entry.type !== NOTIFICATION_TYPE.newMessage);
}

/** Entries a floating batch pops up: shown types the guest has not seen yet. */
export function toastsOf(batch: NotificationBatch): RealtimeNotification[] {
  return batch.kind === 'floating' ? batch.notifications.filter((entry) => isShown(entry) && entry.unseen) : [];
}
