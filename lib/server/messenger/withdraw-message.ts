import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { messengerChannels, messengerMessages } from '@/lib/server/db/schema/messenger';
import { AppError } from '@/lib/server/errors';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * The performer withdraws one of her own messages (studio). The row keeps its place in the
 * channel (ids, unread counts and order unchanged); its text is emptied and it reads as
 * withdrawn. An album or video it carried stays the guest's: it was given (purchases source
 * 'gift'), and a gift is not taken back. Only her own messages in her own channels (404 for
 * anything else, so nothing of another performer shows); withdrawing twice changes nothing.
 * §7 messenger content change to the guest's sessions and her own, through the PubSub.
 */
export async function withdrawActorMessage(db: DbOrTx, pubsub: PubSub, input: { actorId: number; messageId: number }, now = new Date()): Promise<{ withdrawn: boolean }> {
  const [message] = await db
    .select({ channelId: messengerMessages.channelId, guestId: messengerChannels.guestId })
    .from(messengerMessages)
    .innerJoin(messengerChannels, eq(messengerChannels.id, messengerMessages.channelId))
    .where(and(eq(messengerMessages.id, input.messageId), eq(messengerMessages.senderType, 'actor'), eq(messengerChannels.actorId, input.actorId)));
  if (!message) throw new AppError('NOT_FOUND', 'No such message of yours.');
  const changed = await db
    .update(messengerMessages)
    .set({ withdrawnAt: now, text: '' })
    .where(and(eq(messengerMessages.id, input.messageId), isNull(messengerMessages.withdrawnAt)))
    .returning({ id: messengerMessages.id });
  if (changed.length === 0) return { withdrawn: false };
  const event = { type: 'messengerContentChange', channelId: message.channelId, messageId: input.messageId, change: 'withdrawn' } as const;
  await publishToGuest(pubsub, message.guestId, event);
  await publishToActor(pubsub, input.actorId, event);
  return { withdrawn: true };
}
