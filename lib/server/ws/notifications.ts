import 'server-only';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { isAppError } from '@/lib/server/errors';
import { toggleActorNotification } from '@/lib/server/notifications/actor-notification-settings';
import { markNotificationRead, markNotificationSeen } from '@/lib/server/notifications/mark-notification';
import { notificationBatch } from '@/lib/server/notifications/notification-batch';
import { listNewestNotifications } from '@/lib/server/notifications/read-notifications';
import { runtime } from '@/lib/server/runtime';

const notificationMessageTypes = [
  'notificationsRequest',
  'notificationMarkRead',
  'notificationMarkSeen',
  'notificationToggleEmail',
  'notificationToggleSms',
] as const satisfies readonly ClientMessage['type'][];
type NotificationMessage = Extract<ClientMessage, { type: (typeof notificationMessageTypes)[number] }>;

const notificationTypes: ReadonlySet<string> = new Set(notificationMessageTypes);

export function isNotificationMessage(message: ClientMessage): message is NotificationMessage {
  return notificationTypes.has(message.type);
}

async function run(guestId: number, message: NotificationMessage): Promise<ServerMessage[]> {
  const { db, pubsub } = runtime();
  switch (message.type) {
    // §9: the protocol caps limit at 5 ("only the newest 5 are requested"); the reply goes to this session.
    case 'notificationsRequest': {
      const notifications = await listNewestNotifications(db, guestId, message.limit);
      return [await notificationBatch(db, guestId, message.kind, { notifications })];
    }
    // Marks are published to every session of the guest (this one included): the echo confirms.
    case 'notificationMarkRead':
      await markNotificationRead(db, pubsub, guestId, message.notificationId);
      return [];
    case 'notificationMarkSeen':
      await markNotificationSeen(db, pubsub, guestId, message.notificationId);
      return [];
    // No §7 incoming type answers a toggle: success is silent, the page reads them back over REST.
    case 'notificationToggleEmail':
      await toggleActorNotification(db, guestId, message.actorId, 'email', message.enabled);
      return [];
    case 'notificationToggleSms':
      await toggleActorNotification(db, guestId, message.actorId, 'sms', message.enabled);
      return [];
  }
}

/** §7 notification commands of a logged-in guest; another guest's entry or an unknown performer → NOT_FOUND. */
export async function handleNotificationMessage(guestId: number, message: NotificationMessage): Promise<ServerMessage[]> {
  try {
    return await run(guestId, message);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return [{ type: 'error', code: 'NOT_FOUND', message: error.message }];
    throw error;
  }
}
