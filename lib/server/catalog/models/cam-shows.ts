import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ChatTicket, ChatTicketList } from '@/lib/contracts/cam-show';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { camShows } from '@/lib/server/db/schema/content';
import { camShowRuns, chatTickets } from '@/lib/server/db/schema/tickets';
import { canBuyTicket, showPhase, ticketPrice } from '@/lib/tickets/ticket-rules';
import { asCurrency, notBannedFor } from '../model-row';
import { cached } from '../ttl-cache';

const CAM_SHOW_COUNT_TTL_MS = 60_000;

export const ticketColumns = {
  id: camShows.id,
  actorId: camShows.actorId,
  actorName: actors.name,
  actorSlug: actors.slug,
  actorOnline: actors.isOnline,
  title: camShows.title,
  description: camShows.description,
  postBuyInfo: camShows.postBuyInfo,
  startsAt: camShows.startsAt,
  endsAt: camShows.endsAt,
  startedAt: camShowRuns.startedAt,
  endedAt: camShowRuns.endedAt,
  currency: camShows.currency,
  price: camShows.price,
  isFree: camShows.isFree,
  isFeatured: camShows.isFeatured,
  isInternal: camShows.isInternal,
};

export type TicketRow = {
  id: number;
  actorId: number;
  actorName: string;
  actorSlug: string;
  actorOnline: boolean;
  title: string;
  description: string;
  postBuyInfo: string;
  startsAt: Date;
  endsAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  currency: string;
  price: number;
  isFree: boolean;
  isFeatured: boolean;
  isInternal: boolean;
};

/** A row without the run and post-buy columns is a show never started or ended by hand. */
type TicketRowInput = Omit<TicketRow, 'postBuyInfo' | 'startedAt' | 'endedAt'> & Partial<Pick<TicketRow, 'postBuyInfo' | 'startedAt' | 'endedAt'>>;

/** §3 chat ticket from a cam_shows row, as a guest holding (`isBought`) a ticket or not sees it. */
export function toChatTicket(input: TicketRowInput, now: Date, isBought = false): ChatTicket {
  const row: TicketRow = { postBuyInfo: '', startedAt: null, endedAt: null, ...input };
  const phase = showPhase(row, now);
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    actorSlug: row.actorSlug,
    price: { value: ticketPrice(row), currency: asCurrency(row.currency) },
    title: row.title,
    description: row.description,
    // Revealed to ticket holders only.
    postBuyInfo: isBought && row.postBuyInfo !== '' ? row.postBuyInfo : null,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    isBought,
    isFree: row.isFree,
    canBuy: canBuyTicket(phase, isBought, row.isFree),
    hasStarted: phase === 'running',
    bonusCode: null,
    isFeatured: row.isFeatured,
    isInternal: row.isInternal,
    actorOnline: row.actorOnline,
  };
}

/** The shows among `showIds` the guest holds a ticket for (one query; none for a visitor). */
export async function heldShowIds(db: DbOrTx, guestId: number | null | undefined, showIds: readonly number[]): Promise<Set<number>> {
  if (!guestId || showIds.length === 0) return new Set();
  const rows = await db
    .select({ showId: chatTickets.showId })
    .from(chatTickets)
    .where(and(eq(chatTickets.guestId, guestId), inArray(chatTickets.showId, [...showIds]), isNull(chatTickets.removedAt)));
  return new Set(rows.map((row) => row.showId));
}

async function withHeld(db: DbOrTx, rows: TicketRow[], now: Date, guestId: number | null | undefined): Promise<ChatTicket[]> {
  const held = await heldShowIds(db, guestId, rows.map((row) => row.id));
  return rows.map((row) => toChatTicket(row, now, held.has(row.id)));
}

/** Shows still to come or running now (end in the future, not ended by her), never internal ones. */
function upcomingOrRunning(now: Date): SQL | undefined {
  return and(gt(camShows.endsAt, now), eq(camShows.isInternal, false), isNull(camShowRuns.endedAt));
}

export type CamShowListInput = {
  first: number;
  offset: number;
  viewerCountry?: string | null;
  /** A logged-in guest: isBought, canBuy and postBuyInfo from their tickets. */
  guestId?: number | null;
  now?: Date;
};

/** §7 cam show list: upcoming and running shows, soonest first (running ones lead: they started first). */
export async function listCamShows(db: DbOrTx, input: CamShowListInput): Promise<ChatTicketList> {
  const now = input.now ?? new Date();
  const where = and(upcomingOrRunning(now), notBannedFor(input.viewerCountry));
  const country = input.viewerCountry?.toUpperCase() ?? null;
  const [rows, total] = await Promise.all([
    db
      .select(ticketColumns)
      .from(camShows)
      .innerJoin(actors, eq(actors.id, camShows.actorId))
      .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
      .where(where)
      .orderBy(asc(camShows.startsAt), asc(camShows.id))
      .limit(Math.max(0, input.first))
      .offset(Math.max(0, input.offset)),
    // The total may be a minute old, like the model list totals.
    cached(db, JSON.stringify(['camShowCount', country, input.now?.toISOString() ?? 'now']), CAM_SHOW_COUNT_TTL_MS, async () => {
      const [row] = await db
        .select({ n: count() })
        .from(camShows)
        .innerJoin(actors, eq(actors.id, camShows.actorId))
        .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
        .where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { total, items: await withHeld(db, rows, now, input.guestId) };
}

/**
 * §7 cam-show ticket list per model: her upcoming and running shows, soonest first. The caller
 * (the profile's live-show page) has already applied the §6 country ban to the performer.
 */
export async function listCamShowsForActor(
  db: DbOrTx,
  actorId: number,
  options: { now?: Date; guestId?: number | null } = {},
): Promise<ChatTicket[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select(ticketColumns)
    .from(camShows)
    .innerJoin(actors, eq(actors.id, camShows.actorId))
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(and(eq(camShows.actorId, actorId), upcomingOrRunning(now)))
    .orderBy(asc(camShows.startsAt), asc(camShows.id));
  return withHeld(db, rows, now, options.guestId);
}

/** One show as the guest sees it (any state: buy and remove answer it), or null when unknown. */
export async function getChatTicket(db: DbOrTx, showId: number, guestId: number | null, now: Date): Promise<{ row: TicketRow; ticket: ChatTicket } | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(camShows)
    .innerJoin(actors, eq(actors.id, camShows.actorId))
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(eq(camShows.id, showId))
    .limit(1);
  if (!row) return null;
  const held = await heldShowIds(db, guestId, [row.id]);
  return { row, ticket: toChatTicket(row, now, held.has(row.id)) };
}
