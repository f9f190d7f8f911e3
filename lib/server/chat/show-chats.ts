import 'server-only';
import { and, eq, inArray, isNull, ne, notExists } from 'drizzle-orm';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { chatTickets } from '@/lib/server/db/schema/tickets';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { endChat } from './end-chat';

/**
 * Her ticket show and the chats in her room ("a ticket show starts for ticket holders
 * only"). When she starts it, every chat of a guest without a ticket ends (200: she moved on to
 * her show), billed to the second; when it ends, the holders' show chats (free per minute: the
 * ticket paid) end too, so nobody keeps watching her room without paying.
 */
export async function endChatsWithoutTicket(db: DbOrTx, pubsub: PubSub, actorId: number, showId: number, now = new Date()): Promise<number> {
  const holder = db
    .select({ id: chatTickets.id })
    .from(chatTickets)
    .where(and(eq(chatTickets.showId, showId), eq(chatTickets.guestId, chats.guestId), isNull(chatTickets.removedAt)));
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.actorId, actorId), ne(chats.status, 'ended'), notExists(holder)));
  for (const { id } of rows) await endChat(db, pubsub, id, CHAT_EXIT.hostEnded, now);
  return rows.length;
}

/** Her show is over: the chats that watched it on the ticket (live or voyeur at no charge) end with 200. */
export async function endShowChats(db: DbOrTx, pubsub: PubSub, actorId: number, now = new Date()): Promise<number> {
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.actorId, actorId), ne(chats.status, 'ended'), eq(chats.pricePerMinute, 0), inArray(chats.type, ['live', 'voyeur'])));
  for (const { id } of rows) await endChat(db, pubsub, id, CHAT_EXIT.hostEnded, now);
  return rows.length;
}
