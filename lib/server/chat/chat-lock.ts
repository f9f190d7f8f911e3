import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import type { ChatRow } from './bill-chat';

/**
 * Locks a chat that has not ended for the rest of the transaction. `skipLocked`: the ticker's way
 * — a chat another process (or tick) is billing right now is passed over, never billed twice and
 * never waited for. Without it (ending, media events) the caller waits for that tick to commit.
 */
export async function lockActiveChat(tx: Tx, chatId: number, options: { skipLocked?: boolean } = {}): Promise<ChatRow | null> {
  const query = tx
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), ne(chats.status, 'ended')));
  const [row] = await (options.skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row ?? null;
}

/** Closes a locked chat: ended with its exit code at `endedAt` (never before its start). */
export async function closeChat(tx: Tx, chat: ChatRow, exitCode: number, endedAt: Date): Promise<ChatRow> {
  const at = endedAt < chat.createdAt ? chat.createdAt : endedAt;
  const [closed] = await tx
    .update(chats)
    .set({ status: 'ended', exitCode, endedAt: at })
    .where(eq(chats.id, chat.id))
    .returning();
  return closed ?? chat;
}
