import 'server-only';
import { NOTIFICATION_REQUEST_SIZE } from '@/lib/realtime/protocol';
import { isHiddenNotificationType } from '@/lib/contracts/notifications';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestNotifications } from '@/lib/server/db/schema/notifications';
import { notificationBatch } from '@/lib/server/notifications/notification-batch';
import { findNotifications, listNewestNotifications } from '@/lib/server/notifications/read-notifications';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

export type NotifyGuestInput = {
  guestId: number;
  /** See NOTIFICATION_TYPE in lib/contracts/notifications.ts. */
  type: number;
  actorId: number | null;
  channelId: number | null;
  text: string | null;
};

/**
 * Stores a notification and tells every session of the guest: a 'floating' batch with the new
 * entry (the pop-up) and a 'navbar' batch with the newest 5 (§9) so the bell list refreshes.
 * Hidden types (§4: 6, 7, 13, 14, 15, 22) are stored but never sent. Call it after the cause has
 * committed (outside the transaction), so a rolled-back reply never notifies.
 */
export async function notifyGuest(db: DbOrTx, pubsub: PubSub, input: NotifyGuestInput): Promise<void> {
  const [row] = await db
    .insert(guestNotifications)
    .values({ guestId: input.guestId, type: input.type, actorId: input.actorId, channelId: input.channelId, text: input.text })
    .returning({ id: guestNotifications.id });
  if (!row || isHiddenNotificationType(input.type)) return;
  await publishNewNotifications(db, pubsub, input.guestId, [row.id]);
}

/** The two batches of notifyGuest for entries already stored (also used for fan-out to followers). */
export async function publishNewNotifications(db: DbOrTx, pubsub: PubSub, guestId: number, ids: number[]): Promise<void> {
  const fresh = await findNotifications(db, guestId, ids);
  if (fresh.length === 0) return;
  await publishToGuest(pubsub, guestId, await notificationBatch(db, guestId, 'floating', { notifications: fresh }));
  const newest = await listNewestNotifications(db, guestId, NOTIFICATION_REQUEST_SIZE);
  await publishToGuest(pubsub, guestId, await notificationBatch(db, guestId, 'navbar', { notifications: newest }));
}
