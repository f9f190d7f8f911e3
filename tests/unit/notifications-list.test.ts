import { describe, expect, it } from 'vitest';
import type { RealtimeNotification } from '@/lib/realtime/message-types';
import {
  EMPTY_NOTIFICATION_LIST,
  markLocally,
  mergeBatch,
  type NotificationBatch,
  navbarMessages,
  navbarOthers,
  toastsOf,
} from '@/lib/notifications/notification-list';

const entry = (id: number, over: Partial<RealtimeNotification> = {}): RealtimeNotification => ({
  id,
  type: 1,
  unread: true,
  unseen: true,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  actorId: 1000,
  actorName: 'Luna',
  channelId: 7,
  text: `m${id}`,
  ...over,
});
const batch = (over: Partial<NotificationBatch> = {}): NotificationBatch => ({
  type: 'notifications',
  kind: 'navbar',
  notifications: [],
  removedIds: [],
  markedAsReadIds: [],
  unreadCount: 0,
  ...over,
});
const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe('notification batches (§4 "arrive in batches with removed ids and marked-as-read ids")', () => {
  it('adds entries newest first and takes the server unread total', () => {
    const list = mergeBatch(EMPTY_NOTIFICATION_LIST, batch({ notifications: [entry(1), entry(3), entry(2)], unreadCount: 3 }));
    expect(ids(list.entries)).toEqual([3, 2, 1]);
    expect(list.unreadCount).toBe(3);
  });

  it('§9 "Only the newest 5": a merge keeps the newest 5', () => {
    const first = mergeBatch(EMPTY_NOTIFICATION_LIST, batch({ notifications: [1, 2, 3, 4, 5].map((i) => entry(i)) }));
    const next = mergeBatch(first, batch({ kind: 'floating', notifications: [entry(6)] }));
    expect(ids(next.entries)).toEqual([6, 5, 4, 3, 2]);
  });

  it('removed ids leave the list; marked-as-read ids lose their unread flag', () => {
    const start = mergeBatch(EMPTY_NOTIFICATION_LIST, batch({ notifications: [entry(1), entry(2)] }));
    const next = mergeBatch(start, batch({ removedIds: [2], markedAsReadIds: [1], unreadCount: 0 }));
    expect(next.entries).toEqual([{ ...entry(1), unread: false, unseen: false }]);
  });

  it('an updated entry replaces the old one (mark seen echo)', () => {
    const start = mergeBatch(EMPTY_NOTIFICATION_LIST, batch({ notifications: [entry(1)] }));
    expect(mergeBatch(start, batch({ notifications: [entry(1, { unseen: false })] })).entries[0]?.unseen).toBe(false);
  });

  it('§4 "Hidden notification types: 6, 7, 13, 14, 15, 22" are never shown', () => {
    const hidden = [6, 7, 13, 14, 15, 22].map((type, i) => entry(10 + i, { type }));
    const list = mergeBatch(EMPTY_NOTIFICATION_LIST, batch({ notifications: [...hidden, entry(1, { type: 2 })] }));
    expect(ids(list.entries)).toEqual([1]);
    expect(toastsOf(batch({ kind: 'floating', notifications: hidden }))).toEqual([]);
  });
});

describe('marking locally (§4 "can be marked read or seen; flags are cleared locally")', () => {
  const list = { entries: [entry(2), entry(1)], unreadCount: 2 };

  it('read clears unread and unseen and lowers the total, never below 0', () => {
    const read = markLocally(list, 1, 'read');
    expect(read.entries[1]).toMatchObject({ unread: false, unseen: false });
    expect(read.unreadCount).toBe(1);
    expect(markLocally(markLocally({ ...list, unreadCount: 0 }, 1, 'read'), 2, 'read').unreadCount).toBe(0);
    expect(markLocally(read, 1, 'read').unreadCount).toBe(1);
  });

  it('seen clears only unseen; an unknown id changes nothing', () => {
    expect(markLocally(list, 2, 'seen').entries[0]).toMatchObject({ unread: true, unseen: false });
    expect(markLocally(list, 99, 'read')).toBe(list);
  });
});

describe('navbar lists', () => {
  it('§4 "The navbar message list holds at most 5 entries, only those with unread messages"', () => {
    const entries = [entry(7), entry(6, { unread: false }), entry(5, { type: 2 }), entry(4), entry(3), entry(2), entry(1)];
    expect(ids(navbarMessages({ entries, unreadCount: 6 }))).toEqual([7, 4, 3, 2, 1]);
    expect(ids(navbarOthers({ entries, unreadCount: 6 }))).toEqual([5]);
  });

  it('floating batches pop up unseen entries only; navbar batches never pop up', () => {
    const floating = batch({ kind: 'floating', notifications: [entry(1), entry(2, { unseen: false })] });
    expect(ids(toastsOf(floating))).toEqual([1]);
    expect(toastsOf({ ...floating, kind: 'navbar' })).toEqual([]);
  });
});
