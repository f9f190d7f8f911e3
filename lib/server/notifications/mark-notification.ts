import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestNotifications as n } from '@/lib/server/db/schema/notifications';
import { AppError } from '@/lib/server/errors';
import { notificationBatch } from '@/lib/server/notifications/notification-batch';
import { findNotifications } from '@/lib/server/notifications/read-notifications';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/** Only the guest's own, visible entry; anything else is NOT_FOUND and nothing changes. */
async function ownVisible(db: DbOrTx, guestId: number, notificationId: number) {
  const [found] = await findNotifications(db, guestId, [notificationId]);
  if (!found) throw new AppError('NOT_FOUND', `Notification ${notificationId} not found.`);
  return found;
}

/**
 * §4 mark read: clears unread (a read entry is also seen) and announces it to every session of
 * the guest as a batch with markedAsReadIds, so other tabs clear the flag too.
 */
export async function markNotificationRead(db: DbOrTx, pubsub: PubSub, guestId: number, notificationId: number): Promise<void> {
  await ownVisible(db, guestId, notificationId);
  await db
    .update(n)
    .set({ unread: false, unseen: false })
    .where(and(eq(n.id, notificationId), eq(n.guestId, guestId), isNull(n.removedAt)));
  await publishToGuest(pubsub, guestId, await notificationBatch(db, guestId, 'navbar', { markedAsReadIds: [notificationId] }));
}

/** §4 mark seen: clears unseen only; the batch carries the updated entry (the flag cleared). */
export async function markNotificationSeen(db: DbOrTx, pubsub: PubSub, guestId: number, notificationId: number): Promise<void> {
  await ownVisible(db, guestId, notificationId);
  await db
    .update(n)
    .set({ unseen: false })
    .where(and(eq(n.id, notificationId), eq(n.guestId, guestId), isNull(n.removedAt)));
  const updated = await findNotifications(db, guestId, [notificationId]);
  await publishToGuest(pubsub, guestId, await notificationBatch(db, guestId, 'navbar', { notifications: updated }));
}
