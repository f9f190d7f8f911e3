import 'server-only';
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { ChatTicket, ChatTicketList } from '@/lib/contracts/cam-show';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { camShows } from '@/lib/server/db/schema/content';
import { asCurrency, notBannedFor } from '../model-row';
import { cached } from '../ttl-cache';

const CAM_SHOW_COUNT_TTL_MS = 60_000;

const ticketColumns = {
  id: camShows.id,
  actorId: camShows.actorId,
  actorName: actors.name,
  actorSlug: actors.slug,
  actorOnline: actors.isOnline,
  title: camShows.title,
  description: camShows.description,
  startsAt: camShows.startsAt,
  endsAt: camShows.endsAt,
  currency: camShows.currency,
  price: camShows.price,
  isFree: camShows.isFree,
  isFeatured: camShows.isFeatured,
  isInternal: camShows.isInternal,
};

type TicketRow = {
  id: number;
  actorId: number;
  actorName: string;
  actorSlug: string;
  actorOnline: boolean;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  currency: string;
  price: number;
  isFree: boolean;
  isFeatured: boolean;
  isInternal: boolean;
};

/** §3 chat ticket from a cam_shows row. Nobody holds a ticket yet (buying comes with live chat). */
export function toChatTicket(row: TicketRow, now: Date): ChatTicket {
  const hasStarted = row.startsAt <= now && row.endsAt > now;
  const isBought = false;
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    actorSlug: row.actorSlug,
    price: { value: row.isFree ? 0 : row.price, currency: asCurrency(row.currency) },
    title: row.title,
    description: row.description,
    // Revealed to ticket holders only.
    postBuyInfo: null,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    isBought,
    isFree: row.isFree,
    canBuy: !row.isFree && !isBought && row.endsAt > now,
    hasStarted,
    bonusCode: null,
    isFeatured: row.isFeatured,
    isInternal: row.isInternal,
    actorOnline: row.actorOnline,
  };
}

/** Shows still to come or running now (end in the future), never internal ones. */
function upcomingOrRunning(now: Date): SQL | undefined {
  return and(gt(camShows.endsAt, now), eq(camShows.isInternal, false));
}

export type CamShowListInput = {
  first: number;
  offset: number;
  viewerCountry?: string | null;
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
      .where(where)
      .orderBy(asc(camShows.startsAt), asc(camShows.id))
      .limit(Math.max(0, input.first))
      .offset(Math.max(0, input.offset)),
    // The total may be a minute old, like the model list totals.
    cached(db, JSON.stringify(['camShowCount', country, input.now?.toISOString() ?? 'now']), CAM_SHOW_COUNT_TTL_MS, async () => {
      const [row] = await db.select({ n: count() }).from(camShows).innerJoin(actors, eq(actors.id, camShows.actorId)).where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { total, items: rows.map((row) => toChatTicket(row, now)) };
}

/**
 * §7 cam-show ticket list per model: her upcoming and running shows, soonest first. The caller
 * (the profile's live-show page) has already applied the §6 country ban to the performer.
 */
export async function listCamShowsForActor(db: DbOrTx, actorId: number, options: { now?: Date } = {}): Promise<ChatTicket[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select(ticketColumns)
    .from(camShows)
    .innerJoin(actors, eq(actors.id, camShows.actorId))
    .where(and(eq(camShows.actorId, actorId), upcomingOrRunning(now)))
    .orderBy(asc(camShows.startsAt), asc(camShows.id));
  return rows.map((row) => toChatTicket(row, now));
}
