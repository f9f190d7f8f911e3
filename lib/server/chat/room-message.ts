import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Message } from '@/lib/contracts/messenger';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { touchChannel } from '@/lib/server/messenger/open-channel';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { chatMessageItem } from './chat-messages';
import { roomMembers } from './room-members';

/**
 * Her message to the whole group room (studio "message to the room"). Stored as one messenger
 * message per writing guest (free, live) in that guest's channel with his chat — the same record
 * a 1:1 reply leaves, so each guest's messenger history holds what he read, and no room table is
 * needed. Voyeurs read it too (the event, with the first stored message's id) but nothing is
 * stored for them: a channel row would reveal them to her. A room without a writing guest is 409
 * {reason: 'emptyRoom'} (she sees nobody there). Private chats never get room messages.
 */
export async function sendRoomMessage(db: DbOrTx, pubsub: PubSub, input: { actorId: number; text: string }, now = new Date()): Promise<{ message: Message; recipients: number }> {
  const members = await roomMembers(db, input.actorId);
  const writers = members.filter((member) => member.type !== 'voyeur');
  if (writers.length === 0) throw new AppError('CONFLICT', 'Nobody is in your room.', { reason: 'emptyRoom' });
  const roomKey = randomUUID();
  const stored: { chatId: number; guestId: number; message: Message }[] = [];
  for (const member of writers) {
    const channelId = await touchChannel(db, member.guestId, input.actorId);
    try {
      const { message } = await sendActorMessage(
        db,
        pubsub,
        { actorId: input.actorId, channelId, text: input.text, clientMessageId: `room:${roomKey}:${member.chatId}`, chat: { chatId: member.chatId, isFreechat: member.type === 'free' } },
        now,
      );
      stored.push({ chatId: member.chatId, guestId: member.guestId, message });
    } catch (error) {
      // A guest who blocked her channel simply does not get her room text.
      if (!(error instanceof AppError && error.code === 'FORBIDDEN')) throw error;
    }
  }
  const first = stored[0];
  if (!first) throw new AppError('CONFLICT', 'Nobody in your room can receive messages.', { reason: 'emptyRoom' });
  for (const { chatId, guestId, message } of stored) {
    const item = await chatMessageItem(db, guestId, message);
    await publishToGuest(pubsub, guestId, { type: 'chatMessage', chatId, message: { ...item, fromRoom: true } });
  }
  const firstItem = await chatMessageItem(db, first.guestId, first.message);
  for (const voyeur of members.filter((member) => member.type === 'voyeur')) {
    await publishToGuest(pubsub, voyeur.guestId, { type: 'chatMessage', chatId: voyeur.chatId, message: { ...firstItem, fromRoom: true } });
  }
  // Her studio shows it once, as her room line.
  await publishToActor(pubsub, input.actorId, { type: 'chatMessage', chatId: first.chatId, message: { ...firstItem, fromRoom: true } });
  // The count leaves voyeurs out: she must not learn that anyone watches unseen.
  return { message: first.message, recipients: stored.length };
}
