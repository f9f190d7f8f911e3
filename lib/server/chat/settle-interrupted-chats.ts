import 'server-only';
import { ne, sql } from 'drizzle-orm';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';

/**
 * At boot, before the ticker starts: every chat a killed server left running ends with 903 at
 * its last billed instant (its start if it never opened). Nothing more is billed — only the
 * seconds already posted count ("the server killed mid-chat"). Answers how many.
 */
export async function settleInterruptedChats(db: DbOrTx): Promise<number> {
  const settled = await db
    .update(chats)
    .set({ status: 'ended', exitCode: CHAT_EXIT.serverRestart, endedAt: sql`coalesce(${chats.lastBilledAt}, ${chats.createdAt})` })
    .where(ne(chats.status, 'ended'))
    .returning({ id: chats.id });
  return settled.length;
}
