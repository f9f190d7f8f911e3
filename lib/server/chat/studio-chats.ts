import 'server-only';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { StudioChat } from '@/lib/contracts/studio-chat';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { endChat } from './end-chat';

/**
 * The studio's view of her chats (contract §3). Voyeur chats and live previews are never
 * shown and never reachable from here: both watch without being seen (§3
 * isVoyeurInSingleChatAllowed; a preview is a few free seconds' look into her room).
 */
const seen = (actorId: number) => and(eq(chats.actorId, actorId), ne(chats.status, 'ended'), notInArray(chats.type, ['voyeur', 'preview']));

export async function studioChatRoom(db: DbOrTx, actorId: number): Promise<StudioChat[]> {
  const rows = await db
    .select({ chat: chats, guestName: guests.screenName })
    .from(chats)
    .innerJoin(guests, eq(guests.id, chats.guestId))
    .where(seen(actorId))
    .orderBy(asc(chats.createdAt), asc(chats.id));
  return rows.map(({ chat, guestName }) => ({
    chatId: chat.id,
    type: chat.type,
    // §7 anonymous voice call: the caller stays unnamed in her studio too.
    guestName: chat.type === 'voice' ? '' : guestName,
    status: chat.status === 'open' ? 'open' : 'connecting',
    createdAt: chat.createdAt.toISOString(),
    mediaStartedAt: chat.mediaStartedAt?.toISOString() ?? null,
    billedSeconds: chat.billedSeconds,
    earned: chat.performerAmount,
    earnedFormatted: formatMoney(chat.performerAmount, chat.currency),
  }));
}

/**
 * She kicks a guest (301) or ends the chat / declines a private request (200). A chat that is not
 * hers, a voyeur's, or one that already ended: 404.
 */
export async function endStudioChat(db: DbOrTx, pubsub: PubSub, actorId: number, chatId: number, how: 'kick' | 'end', now = new Date()) {
  const [own] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.id, chatId), seen(actorId))).limit(1);
  if (!own) throw new AppError('NOT_FOUND', 'No such chat.');
  const exitCode = how === 'kick' ? CHAT_EXIT.kicked : CHAT_EXIT.hostEnded;
  const ended = await endChat(db, pubsub, chatId, exitCode, now);
  return { chatId: ended.id, exitCode: ended.exitCode ?? exitCode };
}
