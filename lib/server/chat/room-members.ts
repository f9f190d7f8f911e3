import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ChatType } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { chats } from '@/lib/server/db/schema/chats';

/**
 * Her group room: every guest with a not-ended free, live or voyeur chat with
 * her. Voyeurs read the room but never write into it; private chats (single, cam2cam, video call)
 * are 1:1 and never part of it.
 */
export const groupChatTypes = ['free', 'live', 'voyeur'] as const satisfies readonly ChatType[];
/** The group types whose guests write (and react): voyeurs are invisible. */
export const writingGroupChatTypes = ['free', 'live'] as const satisfies readonly ChatType[];

export const isGroupChatType = (type: ChatType): boolean => (groupChatTypes as readonly ChatType[]).includes(type);
export const isWritingGroupChatType = (type: ChatType): boolean => (writingGroupChatTypes as readonly ChatType[]).includes(type);

export type RoomMember = { chatId: number; guestId: number; type: ChatType };

/** The room's chats, oldest first; `exceptChatId` leaves the sender's own chat out. */
export async function roomMembers(db: DbOrTx, actorId: number, exceptChatId?: number): Promise<RoomMember[]> {
  const rows = await db
    .select({ chatId: chats.id, guestId: chats.guestId, type: chats.type })
    .from(chats)
    .where(and(eq(chats.actorId, actorId), ne(chats.status, 'ended'), inArray(chats.type, [...groupChatTypes])))
    .orderBy(asc(chats.id));
  return exceptChatId === undefined ? rows : rows.filter((row) => row.chatId !== exceptChatId);
}

export async function screenName(db: DbOrTx, guestId: number): Promise<string> {
  const [row] = await db.select({ name: guests.screenName }).from(guests).where(eq(guests.id, guestId)).limit(1);
  return row?.name ?? '';
}
