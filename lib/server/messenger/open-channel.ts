import 'server-only';
import { markChannelNotificationsRead } from '@/lib/server/notifications/channel-notifications';
import { and, eq, gt } from 'drizzle-orm';
import type { ChannelWithMessages } from '@/lib/contracts/messenger';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { AppError } from '@/lib/server/errors';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { selectChannelRows, toChannel } from './channel-row';
import { actorUnreadTotal, guestUnreadTotal } from './list-channels';
import { listMessages } from './messages';

/** §7 query-service "touch channel": the guest's channel with the performer, opened on first use (one per pair). */
export async function touchChannel(db: DbOrTx, guestId: number, actorId: number): Promise<number> {
  const [actor] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId));
  if (!actor) throw new AppError('NOT_FOUND', 'No such performer.');
  await db.insert(messengerChannels).values({ actorId, guestId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: messengerChannels.id })
    .from(messengerChannels)
    .where(and(eq(messengerChannels.actorId, actorId), eq(messengerChannels.guestId, guestId)));
  if (!row) throw new AppError('INTERNAL', 'The channel could not be opened.');
  return row.id;
}

/**
 * GET messenger/channel/{id}: the guest's channel with its messages. §4: selecting marks it read
 * and lowers the unread total (never below 0: the count is set to 0, and only if it was above).
 * Somebody else's channel is NOT_FOUND, as if it did not exist.
 */
export async function openGuestChannel(db: DbOrTx, pubsub: PubSub, guestId: number, channelId: number): Promise<ChannelWithMessages> {
  const read = await db
    .update(messengerChannels)
    .set({ guestUnread: 0, guestViewedAt: new Date() })
    .where(and(eq(messengerChannels.id, channelId), eq(messengerChannels.guestId, guestId), gt(messengerChannels.guestUnread, 0)))
    .returning({ id: messengerChannels.id });
  const [row] = await selectChannelRows(db).where(and(eq(messengerChannels.id, channelId), eq(messengerChannels.guestId, guestId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such channel.');
  const [{ messages, hasMore }, unreadTotal] = await Promise.all([listMessages(db, channelId), guestUnreadTotal(db, guestId)]);
  if (read.length > 0) await publishToGuest(pubsub, guestId, { type: 'channels', unreadTotal });
  // §4: selecting a channel reads it, and its new-message notifications with it (markedAsReadIds).
  await markChannelNotificationsRead(db, pubsub, guestId, channelId);
  return { channel: toChannel(row, 'guest'), messages, unreadTotal, hasMore };
}

/** The studio opens a channel of hers: marks her side read; another performer's channel is NOT_FOUND. */
export async function getActorChannel(db: DbOrTx, actorId: number, channelId: number, pubsub?: PubSub): Promise<ChannelWithMessages> {
  const read = await db
    .update(messengerChannels)
    .set({ actorUnread: 0, actorViewedAt: new Date() })
    .where(and(eq(messengerChannels.id, channelId), eq(messengerChannels.actorId, actorId), gt(messengerChannels.actorUnread, 0)))
    .returning({ id: messengerChannels.id });
  const [row] = await selectChannelRows(db).where(and(eq(messengerChannels.id, channelId), eq(messengerChannels.actorId, actorId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such channel.');
  const [{ messages, hasMore }, unreadTotal] = await Promise.all([listMessages(db, channelId), actorUnreadTotal(db, actorId)]);
  if (read.length > 0 && pubsub) await publishToActor(pubsub, actorId, { type: 'channels', unreadTotal });
  return { channel: toChannel(row, 'actor'), messages, unreadTotal, hasMore };
}
