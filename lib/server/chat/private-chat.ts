import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { CHAT_EXIT, type ChatType, isPrivateChatType, privateChatTypes } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { publishVoicecallStart } from './chat-events';
import { endChat } from './end-chat';
import { chatMediaConnected, chatMediaLost } from './media-events';

/**
 * Private requests (contract §2). A guest's single / singlec2c / videocall starts as a
 * request; the performer accepts by starting the peer call, and her page reports the connection
 * (chatMedia). From the moment a private chat's media is up she is in it: her free and live
 * chats end (200) and new ones are refused (409); voyeurs stay (isVoyeurInSingleChatAllowed).
 */

/** Chat types that share her attention with a private chat: group chats and the live preview of her room (voyeur watches unseen). */
const groupChatTypes = ['free', 'live', 'preview'] as const satisfies readonly ChatType[];

/** Her private chat whose media is up (status open), if any. */
async function openPrivateChatOf(db: DbOrTx, actorId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.actorId, actorId), eq(chats.status, 'open'), inArray(chats.type, [...privateChatTypes])))
    .limit(1);
  return row?.id ?? null;
}

/** A start of free or live chat while she is in a private chat answers 409 CHAT_UNAVAILABLE (reason privateBusy). */
export async function assertNotInPrivateChat(db: DbOrTx, actorId: number, type: ChatType): Promise<void> {
  if (!(groupChatTypes as readonly ChatType[]).includes(type)) return;
  if ((await openPrivateChatOf(db, actorId)) !== null) throw new AppError('CHAT_UNAVAILABLE', 'The performer is in a private chat right now.', { reason: 'privateBusy' });
}

/** Her running chats of these types end with 200, billed to `now`. */
async function endChatsOfTypes(db: DbOrTx, pubsub: PubSub, actorId: number, types: readonly ChatType[], now: Date): Promise<number> {
  const running = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.actorId, actorId), ne(chats.status, 'ended'), inArray(chats.type, [...types])));
  for (const { id } of running) await endChat(db, pubsub, id, CHAT_EXIT.hostEnded, now);
  return running.length;
}

/** A private chat of hers just connected: her free and live chats end with 200. */
export function endGroupChatsOf(db: DbOrTx, pubsub: PubSub, actorId: number, now = new Date()): Promise<number> {
  return endChatsOfTypes(db, pubsub, actorId, groupChatTypes, now);
}

/**
 * Her SFU room closed: the chats that watch it (free, live, voyeur) end with 200. A private chat
 * is a direct connection, not in the room: it goes on (she may stop publishing to take it).
 */
export function endRoomChatsOf(db: DbOrTx, pubsub: PubSub, actorId: number, now = new Date()): Promise<number> {
  return endChatsOfTypes(db, pubsub, actorId, [...groupChatTypes, 'voyeur'], now);
}

/**
 * The performer's chatMedia report for a private chat (authorized by the caller): 'connected'
 * opens it (billing starts) or resumes it, and ends her group chats; 'lost' pauses billing.
 */
export async function reportPrivateChatMedia(db: DbOrTx, pubsub: PubSub, chatId: number, state: 'connected' | 'lost', now = new Date()): Promise<void> {
  if (state === 'lost') {
    await chatMediaLost(db, chatId, now);
    return;
  }
  const changed = await chatMediaConnected(db, chatId, now);
  const [chat] = await db
    .select({ id: chats.id, guestId: chats.guestId, actorId: chats.actorId, type: chats.type, status: chats.status, mediaStartedAt: chats.mediaStartedAt })
    .from(chats)
    .where(eq(chats.id, chatId))
    .limit(1);
  if (chat && chat.status === 'open' && isPrivateChatType(chat.type)) await endGroupChatsOf(db, pubsub, chat.actorId, now);
  // §7 voicecall start, once: when this report opened the call (a resume keeps the first start).
  if (changed && chat?.type === 'voice' && chat.status === 'open' && chat.mediaStartedAt?.getTime() === now.getTime()) await publishVoicecallStart(pubsub, chat);
}
