import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import type { Message, MessageMedia } from '@/lib/contracts/messenger';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { messengerChannels, messengerMessages } from '@/lib/server/db/schema/messenger';
import { messengerMedia } from '@/lib/server/db/schema/messenger-catalogue';
import { purchases } from '@/lib/server/db/schema/purchases';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { notifyGuest } from '@/lib/server/notifications/notify-guest';
import { alertAnswered } from '@/lib/server/push/push-alerts';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { findMessage } from './messages';
import { publishMessageEvents } from './publish-message';

export type ActorMessageInput = {
  actorId: number;
  channelId: number;
  text: string;
  clientMessageId: string;
  /** One of her own albums or videos (media sent in messages land in the guest's media library). */
  media?: Pick<MessageMedia, 'kind' | 'itemId'>;
  /** Her text inside a running video chat: stored with the chat, no notification (the guest is watching). */
  chat?: { chatId: number; isFreechat: boolean };
};

/**
 * The performer replies (studio). Free for her; only into her own channels (NOT_FOUND), never
 * into a blocked one (FORBIDDEN). Once per clientMessageId. A media message gives the guest the
 * album or video (purchases source 'gift') and lists it in the library's messenger section.
 * After the commit: channel events to both sides and notification type 1 (new message) to the guest.
 */
export async function sendActorMessage(db: DbOrTx, pubsub: PubSub, input: ActorMessageInput, now = new Date()): Promise<{ message: Message; replayed: boolean }> {
  const [channel] = await db
    .select({ guestId: messengerChannels.guestId, blockedBy: messengerChannels.blockedBy })
    .from(messengerChannels)
    .where(and(eq(messengerChannels.id, input.channelId), eq(messengerChannels.actorId, input.actorId)));
  if (!channel) throw new AppError('NOT_FOUND', 'No such channel.');
  const existing = await findActorMessage(db, input);
  if (existing !== null) return { message: await findMessage(db, existing), replayed: true };
  if (channel.blockedBy !== null) throw new AppError('FORBIDDEN', 'This channel is blocked.', { reason: 'BLOCKED' });
  if (input.text.trim() === '' && !input.media) throw new AppError('VALIDATION_FAILED', 'A message needs text or media.');
  if (input.media) await assertOwnMedia(db, input.actorId, input.media);

  const messageId = await db.transaction((tx) => store(tx, channel.guestId, input, now));
  if (messageId === null) return { message: await findMessage(db, (await findActorMessage(db, input)) ?? 0), replayed: true };

  await publishMessageEvents(db, pubsub, { channelId: input.channelId, guestId: channel.guestId, actorId: input.actorId });
  if (input.chat) return { message: await findMessage(db, messageId), replayed: false };
  try {
    await notifyGuest(db, pubsub, { guestId: channel.guestId, type: NOTIFICATION_TYPE.newMessage, actorId: input.actorId, channelId: input.channelId, text: input.text.slice(0, 140) });
    // §4 web push to his devices (queued: her reply does not wait for push services).
    alertAnswered(db, { guestId: channel.guestId, actorId: input.actorId, channelId: input.channelId, text: input.text });
  } catch (error) {
    // The reply is stored and announced; a failed notification must not turn it into an error.
    log.error(`notification for message ${messageId} failed`, error);
  }
  return { message: await findMessage(db, messageId), replayed: false };
}

async function findActorMessage(db: DbOrTx, input: ActorMessageInput): Promise<number | null> {
  const [row] = await db
    .select({ id: messengerMessages.id })
    .from(messengerMessages)
    .where(and(eq(messengerMessages.channelId, input.channelId), eq(messengerMessages.senderType, 'actor'), eq(messengerMessages.clientMessageId, input.clientMessageId)));
  return row?.id ?? null;
}

async function assertOwnMedia(db: DbOrTx, actorId: number, media: NonNullable<ActorMessageInput['media']>): Promise<void> {
  const table = media.kind === 'album' ? albums : videos;
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, media.itemId), eq(table.actorId, actorId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such album or video of this performer.');
}

async function store(tx: Tx, guestId: number, input: ActorMessageInput, now: Date): Promise<number | null> {
  const [claimed] = await tx
    .insert(messengerMessages)
    .values({
      channelId: input.channelId,
      senderType: 'actor',
      messageType: input.media ? 'media' : 'text',
      text: input.text,
      mediaKind: input.media?.kind ?? null,
      mediaItemId: input.media?.itemId ?? null,
      clientMessageId: input.clientMessageId,
      createdAt: now,
      chatId: input.chat?.chatId ?? null,
      isVideochat: input.chat !== undefined,
      isFreechat: input.chat?.isFreechat ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: messengerMessages.id });
  if (!claimed) return null;
  if (input.media) {
    const item = { guestId, itemType: input.media.kind, itemId: input.media.itemId };
    await tx.insert(messengerMedia).values({ ...item, messageId: claimed.id, createdAt: now }).onConflictDoNothing();
    await tx.insert(purchases).values({ ...item, source: 'gift', price: 0, createdAt: now }).onConflictDoNothing();
  }
  const subject = (input.text.trim() || (input.media ? `[${input.media.kind}]` : '')).slice(0, 140);
  await tx
    .update(messengerChannels)
    .set({ lastMessageId: claimed.id, lastMessageAt: now, subject, guestUnread: sql`${messengerChannels.guestUnread} + 1` })
    .where(eq(messengerChannels.id, input.channelId));
  return claimed.id;
}
