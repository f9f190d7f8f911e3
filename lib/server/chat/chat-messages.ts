import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { mayWriteInChat } from '@/lib/chat/chat-entry';
import type { ChatMessageItem } from '@/lib/chat/chat-message-types';
import type { Message, SendResult } from '@/lib/contracts/messenger';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import { giftRowsByIds } from '@/lib/server/messenger/gifts';
import { touchChannel } from '@/lib/server/messenger/open-channel';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { sendGuestMessage } from '@/lib/server/messenger/send-guest-message';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import type { ChatRow } from './bill-chat';
import { isWritingGroupChatType, roomMembers } from './room-members';

/**
 * In-chat messages (contract §4): messenger messages of the guest↔performer channel with
 * chatId set and isVideochat true, sent through the messenger's own send path — the same gift
 * and toy purchase (stock first, then the ledger, exactly once per clientMessageId). Text inside
 * a running chat is free; the chat itself is paid per second. Both sides get `chatMessage`.
 */
export type GuestChatMessageInput = { guestId: number; chatId: number; text?: string; giftId?: number; toyId?: number; clientMessageId?: string };

const unavailable = (message: string) => new AppError('VALIDATION_FAILED', message, { reason: 'GIFT_UNAVAILABLE' });

/** Inside the send's transaction, first: the chat is locked and still running (409 once it ended). */
function runningChatGuard(chatId: number, toy: boolean) {
  return async (tx: Tx) => {
    const [row] = await tx.select({ id: chats.id }).from(chats).where(and(eq(chats.id, chatId), ne(chats.status, 'ended'))).for('update');
    if (!row) throw new AppError('CONFLICT', 'The chat has ended.');
    // §7 chatEnd isToyControl: set with the toy's message, undone with it if the send fails.
    if (toy) await tx.update(chats).set({ toyUsed: true }).where(eq(chats.id, chatId));
  };
}

export async function sendGuestChatMessage(db: DbOrTx, pubsub: PubSub, input: GuestChatMessageInput, now = new Date()): Promise<{ message: Message }> {
  const [chat] = await db.select().from(chats).where(and(eq(chats.id, input.chatId), eq(chats.guestId, input.guestId))).limit(1);
  if (!chat) throw new AppError('NOT_FOUND', 'No such chat.');
  if (chat.status === 'ended') throw new AppError('CONFLICT', 'The chat has ended.');
  // A voyeur (and a live preview) watches unseen: nothing of theirs reaches her.
  if (!mayWriteInChat(chat.type)) throw new AppError('FORBIDDEN', 'A voyeur chat or a live preview cannot send messages.');
  // An anonymous voice call carries no messages: they would land in the named messenger channel.
  if (chat.type === 'voice') throw new AppError('FORBIDDEN', 'A voice call cannot send messages.');

  const giftId = input.giftId ?? input.toyId;
  if (giftId !== undefined) {
    const row = (await giftRowsByIds(db, [giftId])).get(giftId);
    const kind = input.toyId !== undefined ? 'toy' : 'gift';
    if (!row || row.kind !== kind) throw unavailable(`No such ${kind === 'toy' ? 'toy control' : 'gift'}.`);
  }
  const channelId = await touchChannel(db, chat.guestId, chat.actorId);
  const sent: SendResult = await sendGuestMessage(
    db,
    pubsub,
    {
      guestId: input.guestId,
      channelId,
      text: input.text ?? '',
      gifts: giftId === undefined ? [] : [{ giftId, quantity: 1 }],
      clientMessageId: input.clientMessageId ?? `chat:${chat.id}:${randomUUID()}`,
      chat: { chatId: chat.id, isFreechat: chat.type === 'free', guard: runningChatGuard(chat.id, input.toyId !== undefined) },
    },
    now,
  );
  if (!sent.replayed) await publishChatMessage(db, pubsub, chat, sent.message);
  return { message: sent.message };
}

/** The performer's text in her running chat (studio); not hers, or a voyeur's: 404; ended: 409. */
export async function sendActorChatMessage(db: DbOrTx, pubsub: PubSub, input: { actorId: number; chatId: number; text: string }, now = new Date()): Promise<{ message: Message }> {
  const [chat] = await db.select().from(chats).where(and(eq(chats.id, input.chatId), eq(chats.actorId, input.actorId), notInArray(chats.type, ['voyeur', 'preview']))).limit(1);
  if (!chat) throw new AppError('NOT_FOUND', 'No such chat.');
  if (chat.status === 'ended') throw new AppError('CONFLICT', 'The chat has ended.');
  // Anonymous voice call: her text would open the caller's named channel.
  if (chat.type === 'voice') throw new AppError('FORBIDDEN', 'A voice call cannot send messages.');
  const channelId = await touchChannel(db, chat.guestId, chat.actorId);
  const sent = await sendActorMessage(
    db,
    pubsub,
    { actorId: input.actorId, channelId, text: input.text, clientMessageId: `chat:${chat.id}:${randomUUID()}`, chat: { chatId: chat.id, isFreechat: chat.type === 'free' } },
    now,
  );
  await publishChatMessage(db, pubsub, chat, sent.message);
  return { message: sent.message };
}

/**
 * chatMessage to the guest's sessions and the performer's studio sessions. A guest's line in a
 * group chat (free, live) also reaches every other guest of her room (voyeurs read too), each
 * with his own chatId (the panel keeps the lines of its own chat) and the sender's screen name.
 */
export async function publishChatMessage(db: DbOrTx, pubsub: PubSub, chat: ChatRow, message: Message): Promise<void> {
  const item = await chatMessageItem(db, chat.guestId, message);
  await publishToGuest(pubsub, chat.guestId, { type: 'chatMessage', chatId: chat.id, message: item });
  await publishToActor(pubsub, chat.actorId, { type: 'chatMessage', chatId: chat.id, message: item });
  if (message.senderType !== 'guest' || !isWritingGroupChatType(chat.type)) return;
  for (const member of await roomMembers(db, chat.actorId, chat.id)) {
    await publishToGuest(pubsub, member.guestId, { type: 'chatMessage', chatId: member.chatId, message: { ...item, fromRoom: true } });
  }
}

export async function chatMessageItem(db: DbOrTx, guestId: number, message: Message): Promise<ChatMessageItem> {
  const [guest] = await db.select({ name: guests.screenName }).from(guests).where(eq(guests.id, guestId)).limit(1);
  const gift = message.data.gifts[0];
  const row = gift ? (await giftRowsByIds(db, [gift.giftId])).get(gift.giftId) : undefined;
  const messageType = message.messageType === 'toy' || message.messageType === 'gift' ? message.messageType : 'text';
  return {
    id: message.id,
    senderType: message.senderType,
    messageType,
    text: message.text,
    giftName: gift?.name ?? null,
    toyDurationSeconds: messageType === 'toy' ? (row?.duration ?? 5) : null,
    guestName: guest?.name ?? '',
    createdAt: message.createdAt,
  };
}
