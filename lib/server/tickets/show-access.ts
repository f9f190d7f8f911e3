import 'server-only';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { camShows } from '@/lib/server/db/schema/content';
import { camShowRuns, chatTickets } from '@/lib/server/db/schema/tickets';

export type ShowAccess = { show: { id: number; title: string; endsAt: Date } | null; hasTicket: boolean };

/**
 * Her show running now — started by her in the studio, or by the schedule (startsAt ≤ now <
 * endsAt), and not ended by her — and whether this guest holds a ticket for it. The chat start
 * lets only ticket holders into her room while a show runs ("Done when").
 */
export async function showAccess(db: DbOrTx, input: { actorId: number; guestId: number | null; now?: Date }): Promise<ShowAccess> {
  const now = input.now ?? new Date();
  const [show] = await db
    .select({ id: camShows.id, title: camShows.title, endsAt: camShows.endsAt })
    .from(camShows)
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(
      and(
        eq(camShows.actorId, input.actorId),
        gt(camShows.endsAt, now),
        isNull(camShowRuns.endedAt),
        or(lte(camShows.startsAt, now), sql`${camShowRuns.startedAt} is not null`),
      ),
    )
    // One she started herself first, then the one that started first.
    .orderBy(sql`${camShowRuns.startedAt} is null`, asc(camShows.startsAt))
    .limit(1);
  if (!show) return { show: null, hasTicket: false };
  return { show, hasTicket: await guestHoldsTicket(db, input.guestId, show.id) };
}

/** Whether the guest holds a (not removed) ticket for the show. */
export async function guestHoldsTicket(db: DbOrTx, guestId: number | null, showId: number): Promise<boolean> {
  if (!guestId) return false;
  const [row] = await db
    .select({ id: chatTickets.id })
    .from(chatTickets)
    .where(and(eq(chatTickets.guestId, guestId), eq(chatTickets.showId, showId), isNull(chatTickets.removedAt)))
    .limit(1);
  return row !== undefined;
}

/** §3 actor data guestHasTicket: the guest holds a ticket for one of her shows not yet over. */
export async function guestHasTicket(db: DbOrTx, input: { actorId: number; guestId: number | null; now?: Date }): Promise<boolean> {
  if (!input.guestId) return false;
  const now = input.now ?? new Date();
  const [row] = await db
    .select({ id: chatTickets.id })
    .from(chatTickets)
    .innerJoin(camShows, eq(camShows.id, chatTickets.showId))
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(
      and(
        eq(chatTickets.guestId, input.guestId),
        isNull(chatTickets.removedAt),
        eq(camShows.actorId, input.actorId),
        gt(camShows.endsAt, now),
        isNull(camShowRuns.endedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
