import 'server-only';
import { removeChannelNotifications } from '@/lib/server/notifications/channel-notifications';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Channel } from '@/lib/contracts/messenger';
import type { DbOrTx } from '@/lib/server/db/client';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { AppError } from '@/lib/server/errors';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { selectChannelRows, toChannel } from './channel-row';

const ofSide = (side: 'guest' | 'actor', ownerId: number, channelId: number) =>
  and(eq(messengerChannels.id, channelId), side === 'guest' ? eq(messengerChannels.guestId, ownerId) : eq(messengerChannels.actorId, ownerId));

async function channelOf(db: DbOrTx, side: 'guest' | 'actor', ownerId: number, channelId: number): Promise<Channel> {
  const [row] = await selectChannelRows(db).where(ofSide(side, ownerId, channelId));
  if (!row) throw new AppError('NOT_FOUND', 'No such channel.');
  return toChannel(row, side);
}

/** §4 archive and unarchive (the guest's own list); §7 channelArchived to her sessions. */
export async function archiveChannel(db: DbOrTx, pubsub: PubSub, guestId: number, channelId: number, archived: boolean): Promise<Channel> {
  await db.update(messengerChannels).set({ archived }).where(ofSide('guest', guestId, channelId));
  const channel = await channelOf(db, 'guest', guestId, channelId);
  await publishToGuest(pubsub, guestId, { type: 'channelArchived', channelId, archived });
  return channel;
}

/**
 * Block or unblock. A blocked channel refuses messages both ways. Either side may block; only
 * the side that blocked may lift it (a guest cannot unblock what the performer blocked).
 */
export async function blockChannel(
  db: DbOrTx,
  pubsub: PubSub,
  input: { side: 'guest' | 'actor'; ownerId: number; channelId: number; status: boolean },
): Promise<Channel> {
  const mine = ofSide(input.side, input.ownerId, input.channelId);
  if (input.status) await db.update(messengerChannels).set({ blockedBy: input.side }).where(and(mine, isNull(messengerChannels.blockedBy)));
  else await db.update(messengerChannels).set({ blockedBy: null }).where(and(mine, or(isNull(messengerChannels.blockedBy), eq(messengerChannels.blockedBy, input.side))));
  const channel = await channelOf(db, input.side, input.ownerId, input.channelId);
  const event = { type: 'channel', channelId: channel.id, actorId: channel.actorId, lastMessageId: channel.lastMessageId } as const;
  const [row] = await db.select({ g: messengerChannels.guestUnread, a: messengerChannels.actorUnread }).from(messengerChannels).where(eq(messengerChannels.id, channel.id));
  await publishToGuest(pubsub, channel.guestId, { ...event, unreadCount: row?.g ?? 0 });
  await publishToActor(pubsub, channel.actorId, { ...event, unreadCount: row?.a ?? 0 });
  // §4: a channel the guest blocked leaves the notification lists too (removedIds).
  if (input.status && input.side === 'guest') await removeChannelNotifications(db, pubsub, channel.guestId, channel.id);
  return channel;
}

/** §7 allChannelsSeen: every channel of the guest read; the header's unread total drops to 0. */
export async function allChannelsSeen(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  await db
    .update(messengerChannels)
    .set({ guestUnread: 0, guestViewedAt: new Date() })
    .where(and(eq(messengerChannels.guestId, guestId), gt(messengerChannels.guestUnread, 0)));
  await publishToGuest(pubsub, guestId, { type: 'channels', unreadTotal: 0 });
}
