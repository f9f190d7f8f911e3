import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { privateChatTypes } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import type { LiveAccess } from '@/lib/server/live-video/live-access';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { currentProcessId } from '@/lib/server/cluster/current-process';
import { endActorPreviews } from './end-chat';
import { takeChatOwnership } from './settle-interrupted-chats';
import { chatMediaConnected, chatMediaLost } from './media-events';
import { endRoomChatsOf, reportPrivateChatMedia } from './private-chat';

/**
 * The chat service behind live video signalling (lib/server/live-video/live-access.ts): a guest
 * watches a performer's room only within a running chat of theirs with her; the two parties of a
 * running private chat (single, cam2cam, video call) may signal each other; the media layer's
 * reports drive billing (media-events.ts), for 1:1 chats the performer's chatMedia report
 * (private-chat.ts); her room closing ends the chats in it (200, a live preview 405; private
 * chats are not in it). A live preview watches her room like a voyeur: within its running chat.
 */
export function chatLiveAccess(db: DbOrTx, pubsub: PubSub): LiveAccess {
  const report = (what: string, work: Promise<unknown>) => void work.catch((error) => log.error(`chat media event ${what} failed`, error));
  // The process carrying a chat's media (the room's SFU) or its performer's report owns it from now
  // on: that process's death ends it with 903 (settle-interrupted-chats.ts), no other's.
  const ownHere = async (chatId: number) => {
    const processId = currentProcessId();
    if (processId) await takeChatOwnership(db, [chatId], processId);
  };
  return {
    async canWatch(principal, roomId, chatId) {
      if (principal.kind === 'performer') return principal.actorId === roomId;
      if (principal.kind !== 'guest') return false;
      const [row] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.id, chatId), eq(chats.guestId, principal.guestId), eq(chats.actorId, roomId), ne(chats.status, 'ended')))
        .limit(1);
      return row !== undefined;
    },
    async canSignalP2P(principal, chatId) {
      if (principal.kind === 'visitor') return null;
      const [row] = await db
        .select({ guestId: chats.guestId, actorId: chats.actorId })
        .from(chats)
        .where(and(eq(chats.id, chatId), ne(chats.status, 'ended'), inArray(chats.type, [...privateChatTypes])))
        .limit(1);
      if (!row) return null;
      if (principal.kind === 'guest') return row.guestId === principal.guestId ? 'guest' : null;
      return row.actorId === principal.actorId ? 'actor' : null;
    },
    onViewerMedia(chatId, state) {
      report(`${state} ${chatId}`, state === 'connected' ? ownHere(chatId).then(() => chatMediaConnected(db, chatId)) : chatMediaLost(db, chatId));
    },
    // The performer's chatMedia for her private chat (authorized as its actor by the caller).
    async onPeerMedia(chatId, state) {
      if (state === 'connected') await ownHere(chatId);
      return reportPrivateChatMedia(db, pubsub, chatId, state);
    },
    onRoomOpened(roomId) {
      report(`room ${roomId} opened`, announceFreeShow(db, pubsub, roomId, true));
    },
    onRoomClosed(roomId) {
      report(`room ${roomId} closed`, endRoomChatsOf(db, pubsub, roomId));
      // Live previews look into the room too; they end with the preview's 405.
      report(`room ${roomId} previews`, endActorPreviews(db, pubsub, roomId));
      report(`room ${roomId} free show`, announceFreeShow(db, pubsub, roomId, false));
    },
  };
}

/**
 * §7 freeShowStart / freeShowStop to every page: a performer who offers free chat is on air in
 * her room (her camera reached it) or no longer. Pages mark her tile and lists (presence store).
 */
export async function announceFreeShow(db: DbOrTx, pubsub: PubSub, actorId: number, onAir: boolean): Promise<void> {
  const [row] = await db.select({ freeChat: actorFeatures.freeChat }).from(actorFeatures).where(eq(actorFeatures.actorId, actorId)).limit(1);
  if (!row?.freeChat) return;
  await publishToAll(pubsub, { type: onAir ? 'freeShowStart' : 'freeShowStop', actorId });
}
