import 'server-only';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { type ClashView, clashStatusAt, clashWinner, tallyVotes } from '@/lib/clash/clash-rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { clashes, clashSeats, clashVotes } from '@/lib/server/db/schema/clash';

export type ClashRow = typeof clashes.$inferSelect;

/** The §7 clashOfCamsVoting shape of a clash at `now`: the clock decides running or ended. */
export async function clashView(db: DbOrTx, clash: ClashRow, now = new Date()): Promise<ClashView> {
  const ids = [clash.actorA, clash.actorB] as const;
  const names = await db.select({ id: actors.id, name: actors.name }).from(actors).where(inArray(actors.id, [...ids]));
  const counts = await db
    .select({ actorId: clashVotes.actorId, votes: count() })
    .from(clashVotes)
    .where(eq(clashVotes.clashId, clash.id))
    .groupBy(clashVotes.actorId);
  const votes = tallyVotes(ids, counts);
  const entries = ids.map((actorId, i) => ({ actorId, actorName: names.find((row) => row.id === actorId)?.name ?? '', votes: votes[i] ?? 0 }));
  const status = clashStatusAt(clash.status, clash.endsAt, now);
  return { clashId: clash.id, status, endsAt: clash.endsAt.toISOString(), entries, winnerActorId: clashWinner(status, entries) };
}

export async function findClash(db: DbOrTx, clashId: number): Promise<ClashRow | null> {
  const [row] = await db.select().from(clashes).where(eq(clashes.id, clashId)).limit(1);
  return row ?? null;
}

/**
 * Marks every clash past its end as ended and frees its performers' seats; returns the rows it
 * ended (the caller announces them). Runs on every read, start and vote, and from the end timer,
 * so after a restart no clash stays 'running' past its end for anyone who looks.
 */
export async function endDueClashes(db: DbOrTx, now = new Date()): Promise<ClashRow[]> {
  const ended = await db
    .update(clashes)
    .set({ status: 'ended' })
    .where(and(eq(clashes.status, 'running'), lte(clashes.endsAt, now)))
    .returning();
  if (ended.length > 0) await db.update(clashSeats).set({ running: 0 }).where(inArray(clashSeats.clashId, ended.map((row) => row.id)));
  return ended;
}
