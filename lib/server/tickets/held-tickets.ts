import 'server-only';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { camShows } from '@/lib/server/db/schema/content';
import { camShowRuns, chatTickets } from '@/lib/server/db/schema/tickets';

/** The shows the guest holds a ticket for that have not ended, soonest first. */
export async function heldUpcomingShowIds(db: DbOrTx, guestId: number, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ showId: chatTickets.showId })
    .from(chatTickets)
    .innerJoin(camShows, eq(camShows.id, chatTickets.showId))
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(and(eq(chatTickets.guestId, guestId), isNull(chatTickets.removedAt), gt(camShows.endsAt, now), isNull(camShowRuns.endedAt)))
    .orderBy(asc(camShows.startsAt));
  return rows.map((row) => row.showId);
}
