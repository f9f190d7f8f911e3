import 'server-only';
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { chatExitSurveys, chats } from '@/lib/server/db/schema/chats';

/**
 * A "video chat" of §2's my video chats: a chat whose video came up (media started), of any kind
 * but the live preview (a teaser, not a chat) and the anonymous voice call (no video).
 */
export const isVideoChatOf = (guestId: number) =>
  and(eq(chats.guestId, guestId), isNotNull(chats.mediaStartedAt), notInArray(chats.type, ['preview', 'voice']));

/** Per performer: his video chats with her, the newest, their seconds, and his GREAT and BAD chat-exit answers. */
export function guestChatStats(db: DbOrTx, guestId: number) {
  return db
    .select({
      actorId: chats.actorId,
      chats: sql<number>`count(*)::int`.as('chats'),
      lastChatAt: sql<Date>`max(${chats.createdAt})`.as('last_chat_at'),
      chatSeconds: sql<number>`coalesce(sum(${chats.billedSeconds}), 0)::int`.as('chat_seconds'),
      great: sql<number>`count(*) filter (where ${chatExitSurveys.rating} = 'GREAT')::int`.as('great'),
      bad: sql<number>`count(*) filter (where ${chatExitSurveys.rating} = 'BAD')::int`.as('bad'),
    })
    .from(chats)
    .leftJoin(chatExitSurveys, eq(chatExitSurveys.chatId, chats.id))
    .where(isVideoChatOf(guestId))
    .groupBy(chats.actorId)
    .as('stats');
}
