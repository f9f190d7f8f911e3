import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { eq } from 'drizzle-orm';
import { lockActiveChat } from './chat-lock';

/**
 * What the media layer (the SFU or the 1:1 relay) tells billing. The server's clock decides:
 * billing starts when the media is up and pauses while it is lost; the ticker (tick-chats.ts)
 * bills, ends a chat whose media stays lost too long (902) and one that never connected (901).
 * Both answer whether they changed anything (a report for an ended chat changes nothing).
 */

/** Media up: a connecting chat opens (billing starts now); an open chat whose media was lost resumes. */
export async function chatMediaConnected(db: DbOrTx, chatId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const chat = await lockActiveChat(tx, chatId);
    if (!chat) return false;
    if (chat.status === 'connecting') {
      await tx.update(chats).set({ status: 'open', mediaStartedAt: now, lastBilledAt: now, mediaLostAt: null }).where(eq(chats.id, chatId));
      return true;
    }
    if (chat.mediaLostAt === null || chat.lastBilledAt === null) return false;
    // The pause is not billed: the unbilled delivered time before the loss (under a second, or
    // more if no tick ran since) is kept by moving the billing clock forward by the pause.
    const paused = Math.max(0, now.getTime() - chat.mediaLostAt.getTime());
    const resumeFrom = new Date(Math.min(chat.lastBilledAt.getTime(), chat.mediaLostAt.getTime()) + paused);
    await tx.update(chats).set({ mediaLostAt: null, lastBilledAt: resumeFrom }).where(eq(chats.id, chatId));
    return true;
  });
}

/** Media lost: billing pauses at `now` (the next tick bills up to here and no further). */
export async function chatMediaLost(db: DbOrTx, chatId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const chat = await lockActiveChat(tx, chatId);
    if (!chat || chat.status !== 'open' || chat.mediaLostAt !== null) return false;
    await tx.update(chats).set({ mediaLostAt: now }).where(eq(chats.id, chatId));
    return true;
  });
}
