import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import { FREE_CHAT_SECONDS_PER_DAY } from '@/lib/chat/billing-rules';
import type { FreeChatDurations } from '@/lib/contracts/chat';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';

/** The first instant of `now`'s day in Berlin (§9 days end 23:59:59 Berlin time), as SQL. */
export function startOfBerlinDay(now: Date) {
  return sql`((${now.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date::timestamp at time zone 'Europe/Berlin')`;
}

/**
 * Free-chat seconds the guest has left with this performer today: the daily allowance minus the
 * free seconds of today's chats (a chat counts to the day it started). One guest has one chat at
 * a time (chats_guest_active_key), so nothing else spends the allowance while a tick counts it.
 */
export async function freeSecondsLeft(db: DbOrTx, guestId: number, actorId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${chats.freeSecondsUsed}), 0)::int` })
    .from(chats)
    .where(and(eq(chats.guestId, guestId), eq(chats.actorId, actorId), eq(chats.type, 'free'), gte(chats.createdAt, startOfBerlinDay(now))));
  return Math.max(0, FREE_CHAT_SECONDS_PER_DAY - (row?.used ?? 0));
}

/** §3 guest session "free-chat durations": the performers the guest free-chatted with today and what is left. */
export async function freeChatDurations(db: DbOrTx, guestId: number, now = new Date()): Promise<FreeChatDurations> {
  const rows = await db
    .select({ actorId: chats.actorId, used: sql<number>`sum(${chats.freeSecondsUsed})::int` })
    .from(chats)
    .where(and(eq(chats.guestId, guestId), eq(chats.type, 'free'), gte(chats.createdAt, startOfBerlinDay(now))))
    .groupBy(chats.actorId)
    .orderBy(chats.actorId);
  return {
    defaultSeconds: FREE_CHAT_SECONDS_PER_DAY,
    durations: rows.map((row) => ({ actorId: row.actorId, remainingSeconds: Math.max(0, FREE_CHAT_SECONDS_PER_DAY - row.used) })),
  };
}
