import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestNotifications as n } from '@/lib/server/db/schema/notifications';
import { notificationBatch } from '@/lib/server/notifications/notification-batch';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

const ofChannel = (guestId: number, channelId: number) =>
  and(eq(n.guestId, guestId), eq(n.channelId, channelId), eq(n.type, NOTIFICATION_TYPE.newMessage), isNull(n.removedAt));

/**
 * The guest read a channel (selected it in the messenger): its new-message notifications are read
 * too, announced as markedAsReadIds (§4) — the navbar list keeps only entries with unread messages.
 * For the messenger service to call after marking the channel read; a no-op when none are unread.
 */
export async function markChannelNotificationsRead(db: DbOrTx, pubsub: PubSub, guestId: number, channelId: number): Promise<void> {
  const marked = await db
    .update(n)
    .set({ unread: false, unseen: false })
    .where(and(ofChannel(guestId, channelId), eq(n.unread, true)))
    .returning({ id: n.id });
  if (marked.length === 0) return;
  const markedAsReadIds = marked.map((row) => row.id);
  await publishToGuest(pubsub, guestId, await notificationBatch(db, guestId, 'navbar', { markedAsReadIds }));
}

/**
 * The guest blocked a channel: its new-message notifications leave the lists, announced as
 * removedIds (§4). For the messenger's block service to call; a no-op when there are none.
 */
export async function removeChannelNotifications(db: DbOrTx, pubsub: PubSub, guestId: number, channelId: number): Promise<void> {
  const removed = await db.update(n).set({ removedAt: new Date() }).where(ofChannel(guestId, channelId)).returning({ id: n.id });
  if (removed.length === 0) return;
  const removedIds = removed.map((row) => row.id);
  await publishToGuest(pubsub, guestId, await notificationBatch(db, guestId, 'navbar', { removedIds }));
}
