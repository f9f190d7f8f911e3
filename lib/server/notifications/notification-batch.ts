import 'server-only';
import type { NotificationKind, RealtimeNotification, ServerMessage } from '@/lib/realtime/protocol';
import type { DbOrTx } from '@/lib/server/db/client';
import { countUnreadNotifications } from '@/lib/server/notifications/read-notifications';

type BatchParts = { notifications?: RealtimeNotification[]; removedIds?: number[]; markedAsReadIds?: number[] };

/**
 * §4 "Notifications arrive in batches with removed ids and marked-as-read ids": every batch also
 * carries the guest's unread total, read after the change, so the bell never drifts.
 */
export async function notificationBatch(
  db: DbOrTx,
  guestId: number,
  kind: NotificationKind,
  parts: BatchParts,
): Promise<Extract<ServerMessage, { type: 'notifications' }>> {
  return {
    type: 'notifications',
    kind,
    notifications: parts.notifications ?? [],
    removedIds: parts.removedIds ?? [],
    markedAsReadIds: parts.markedAsReadIds ?? [],
    unreadCount: await countUnreadNotifications(db, guestId),
  };
}
