import 'server-only';
import { eq, ne } from 'drizzle-orm';
import { CONNECT_TIMEOUT_MS, MEDIA_LOST_LIMIT_MS } from '@/lib/chat/billing-rules';
import { CHAT_EXIT, isPrivateChatType } from '@/lib/chat/chat-codes';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { type BillResult, type ChatRow, billChat } from './bill-chat';
import { publishLowBalance, publishSpending } from './chat-events';
import { lockActiveChat } from './chat-lock';
import { type Ended, announceEnded, closeWithPoints } from './end-chat';

/**
 * A private chat is a request the performer must answer (accept by starting the peer call, or
 * decline): she gets a minute before it ends unanswered (901), not the 20 s of a room viewer.
 */
export const PRIVATE_CONNECT_TIMEOUT_MS = 60_000;

const connectTimeoutMs = (chat: ChatRow) => (isPrivateChatType(chat.type) ? PRIVATE_CONNECT_TIMEOUT_MS : CONNECT_TIMEOUT_MS);

export type TickSummary = { billed: number; ended: number; skipped: number; failed: number };

type Outcome = { kind: 'skipped' } | { kind: 'billed'; bill: BillResult } | { kind: 'ended'; ended: Ended };

async function isActorOnline(tx: Tx, actorId: number): Promise<boolean> {
  const [row] = await tx.select({ isOnline: actors.isOnline }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row?.isOnline ?? false;
}

/** One chat's tick in its own transaction; a chat another tick holds is skipped (SKIP LOCKED). */
async function tickOne(tx: Tx, chatId: number, now: Date): Promise<Outcome> {
  const chat = await lockActiveChat(tx, chatId, { skipLocked: true });
  if (!chat) return { kind: 'skipped' };
  const close = async (code: number, at: Date, bill: BillResult | null = null): Promise<Outcome> => ({ kind: 'ended', ended: await closeWithPoints(tx, chat, bill, code, at) });
  // Not connected in time: 901, nothing was billed.
  if (chat.status === 'connecting' && now.getTime() - chat.createdAt.getTime() > connectTimeoutMs(chat)) return close(CHAT_EXIT.videoConnectionFailed, now);
  // She went offline without ending her chats: 200, billed up to the last tick only (we do not know when she left).
  if (!(await isActorOnline(tx, chat.actorId))) return close(CHAT_EXIT.hostEnded, now);
  if (chat.status === 'connecting') return { kind: 'skipped' };
  const bill = await billChat(tx, chat, now);
  const billed: ChatRow = bill.chat;
  if (bill.endCode !== null) return close(bill.endCode, billed.lastBilledAt ?? now, bill);
  if (billed.mediaLostAt !== null && now.getTime() - billed.mediaLostAt.getTime() > MEDIA_LOST_LIMIT_MS) return close(CHAT_EXIT.mediaLost, now, bill);
  return { kind: 'billed', bill };
}

/**
 * The ticker's work (§9): every chat of the database that has not ended, one
 * transaction each, by the server's clock. Events go out after each commit.
 */
export async function tickChats(db: DbOrTx, pubsub: PubSub, now = new Date()): Promise<TickSummary> {
  const summary: TickSummary = { billed: 0, ended: 0, skipped: 0, failed: 0 };
  const active = await db.select({ id: chats.id }).from(chats).where(ne(chats.status, 'ended')).orderBy(chats.id);
  for (const { id } of active) {
    try {
      const outcome = await db.transaction((tx) => tickOne(tx, id, now));
      if (outcome.kind === 'skipped') summary.skipped += 1;
      else if (outcome.kind === 'ended') {
        summary.ended += 1;
        await announceEnded(db, pubsub, outcome.ended);
      } else {
        summary.billed += 1;
        const { bill } = outcome;
        await publishSpending(db, pubsub, bill.chat.guestId, { money: bill.moneyMoved, vouchers: bill.vouchersSpent });
        if (bill.lowBalance) await publishLowBalance(pubsub, bill.chat, bill.lowBalance.secondsLeft);
      }
    } catch (error) {
      // One chat's failure (e.g. a concurrent spend beat the tick to the balance) never stops the others; the next tick retries.
      summary.failed += 1;
      log.warn(`chat ${id}: tick failed`, error);
    }
  }
  return summary;
}
