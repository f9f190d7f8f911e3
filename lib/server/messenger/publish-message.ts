import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { actorUnreadTotal, guestUnreadTotal } from './list-channels';

/**
 * After a message committed, both sides learn it (§7 channel and channels, thin: each page
 * refetches the channel through REST): the guest's sessions and the performer's studio sessions.
 */
export async function publishMessageEvents(db: DbOrTx, pubsub: PubSub, ids: { channelId: number; guestId: number; actorId: number }): Promise<void> {
  const [row] = await db
    .select({ guestUnread: messengerChannels.guestUnread, actorUnread: messengerChannels.actorUnread, lastMessageId: messengerChannels.lastMessageId })
    .from(messengerChannels)
    .where(eq(messengerChannels.id, ids.channelId));
  if (!row) return;
  const [guestTotal, actorTotal] = await Promise.all([guestUnreadTotal(db, ids.guestId), actorUnreadTotal(db, ids.actorId)]);
  const channel = { type: 'channel', channelId: ids.channelId, actorId: ids.actorId, lastMessageId: row.lastMessageId } as const;
  await publishToGuest(pubsub, ids.guestId, { ...channel, unreadCount: row.guestUnread });
  await publishToGuest(pubsub, ids.guestId, { type: 'channels', unreadTotal: guestTotal });
  await publishToActor(pubsub, ids.actorId, { ...channel, unreadCount: row.actorUnread });
  await publishToActor(pubsub, ids.actorId, { type: 'channels', unreadTotal: actorTotal });
}
