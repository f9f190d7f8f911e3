import 'server-only';
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { guestNotifications } from '@/lib/server/db/schema/notifications';
import { publishNewNotifications } from '@/lib/server/notifications/notify-guest';
import { alertPinnedOnline } from '@/lib/server/push/push-alerts';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * Notification type 2: a performer the guest pinned went online. One insert for all followers,
 * then each follower's sessions get the floating and navbar batches. For the studio's go-online
 * service to call after `actors.is_online` has committed. Returns how many guests were notified.
 */
export async function notifyFollowersOnline(db: DbOrTx, pubsub: PubSub, actorId: number): Promise<number> {
  const followers = await db
    .select({ guestId: guestFavorites.guestId })
    .from(guestFavorites)
    .where(and(eq(guestFavorites.subject, 'actor'), eq(guestFavorites.targetId, actorId)));
  if (followers.length === 0) return 0;
  const rows = await db
    .insert(guestNotifications)
    .values(followers.map(({ guestId }) => ({ guestId, type: NOTIFICATION_TYPE.performerOnline, actorId, channelId: null, text: null })))
    .returning({ id: guestNotifications.id, guestId: guestNotifications.guestId });
  // §4 web push too, to devices whose tab is closed; queued, so going online never waits for it.
  alertPinnedOnline(db, actorId);
  for (const row of rows) await publishNewNotifications(db, pubsub, row.guestId, [row.id]);
  return rows.length;
}
