import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StudioShow } from '@/lib/contracts/cam-show';
import { asCurrency } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actors } from '@/lib/server/db/schema/actors';
import { camShows } from '@/lib/server/db/schema/content';
import { camShowRuns, chatTickets } from '@/lib/server/db/schema/tickets';
import { endChatsWithoutTicket, endShowChats } from '@/lib/server/chat/show-chats';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { removeTicket } from './remove-ticket';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import type { ChatServerMessage } from '@/lib/chat/chat-message-types';
import { showPhase, ticketPrice } from '@/lib/tickets/ticket-rules';

const showColumns = {
  id: camShows.id,
  actorId: camShows.actorId,
  title: camShows.title,
  startsAt: camShows.startsAt,
  endsAt: camShows.endsAt,
  startedAt: camShowRuns.startedAt,
  endedAt: camShowRuns.endedAt,
  price: camShows.price,
  isFree: camShows.isFree,
  currency: camShows.currency,
};
type ShowRow = {
  id: number;
  actorId: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  price: number;
  isFree: boolean;
  currency: string;
};

const ticketCount = sql<number>`(select count(*)::int from ${chatTickets} t where t.show_id = ${camShows.id} and t.removed_at is null)`;

function toStudioShow(row: ShowRow & { ticketCount: number }, now: Date): StudioShow {
  return {
    id: row.id,
    title: row.title,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    price: { value: ticketPrice(row), currency: asCurrency(row.currency) },
    isFree: row.isFree,
    phase: showPhase(row, now),
    started: row.startedAt !== null,
    ticketCount: Number(row.ticketCount),
  };
}

/** Her upcoming and running shows (not ended), soonest first, with the tickets held for each. */
export async function listStudioShows(db: DbOrTx, actorId: number, now = new Date()): Promise<StudioShow[]> {
  const rows = await db
    .select({ ...showColumns, ticketCount })
    .from(camShows)
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(and(eq(camShows.actorId, actorId), gt(camShows.endsAt, now), isNull(camShowRuns.endedAt)))
    .orderBy(asc(camShows.startsAt), asc(camShows.id));
  return rows.map((row) => toStudioShow(row, now));
}

async function herShow(db: DbOrTx, actorId: number, showId: number, now: Date): Promise<ShowRow> {
  const [row] = await db
    .select(showColumns)
    .from(camShows)
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(and(eq(camShows.id, showId), eq(camShows.actorId, actorId)))
    .limit(1);
  // Another performer's show looks missing: the studio never learns about shows that are not hers.
  if (!row) throw new AppError('NOT_FOUND', 'No such show.');
  if (showPhase(row, now) === 'ended') throw new AppError('CONFLICT', 'The show has ended.');
  return row;
}

async function answer(db: DbOrTx, showId: number, now: Date): Promise<StudioShow> {
  const [row] = await db
    .select({ ...showColumns, ticketCount })
    .from(camShows)
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(eq(camShows.id, showId));
  if (!row) throw new AppError('NOT_FOUND', 'No such show.');
  return toStudioShow(row, now);
}

/**
 * The performer starts her show: the run is marked, she is in a ticket show
 * (actor_features.is_currently_ticket_show) and every ticket holder is invited (§7 private ticket
 * show invitation). Starting a running show again invites nobody twice.
 */
export async function startShow(db: DbOrTx, pubsub: PubSub, actorId: number, showId: number, now = new Date()): Promise<StudioShow> {
  const show = await herShow(db, actorId, showId, now);
  const [started] = await db.insert(camShowRuns).values({ showId, startedAt: now }).onConflictDoNothing().returning({ showId: camShowRuns.showId });
  await db.update(actorFeatures).set({ isCurrentlyTicketShow: true }).where(eq(actorFeatures.actorId, actorId));
  if (started) await inviteHolders(db, pubsub, show);
  await endChatsWithoutTicket(db, pubsub, actorId, showId, now);
  return answer(db, showId, now);
}

/** The performer ends her show (or calls it off before it starts): no longer in a ticket show. */
export async function endShow(db: DbOrTx, pubsub: PubSub, actorId: number, showId: number, now = new Date()): Promise<StudioShow> {
  const show = await herShow(db, actorId, showId, now);
  // Called off before it began: every holder gets the price back (while the show can still be given back).
  if (showPhase(show, now) === 'upcoming') await refundHolders(db, pubsub, showId, now);
  await db
    .insert(camShowRuns)
    .values({ showId, startedAt: now, endedAt: now })
    .onConflictDoUpdate({ target: camShowRuns.showId, set: { endedAt: now } });
  await db.update(actorFeatures).set({ isCurrentlyTicketShow: false }).where(eq(actorFeatures.actorId, actorId));
  await endShowChats(db, pubsub, actorId, now);
  return answer(db, showId, now);
}

/**
 * One event per holder through the PubSub channel of per-guest events (every process delivers
 * to the sockets it holds).
 */
async function inviteHolders(db: DbOrTx, pubsub: PubSub, show: ShowRow): Promise<void> {
  const [actor] = await db.select({ name: actors.name, slug: actors.slug }).from(actors).where(eq(actors.id, show.actorId));
  const holders = await db
    .select({ guestId: chatTickets.guestId })
    .from(chatTickets)
    .where(and(eq(chatTickets.showId, show.id), isNull(chatTickets.removedAt)));
  const message: Extract<ChatServerMessage, { type: 'privateTicketShowInvitation' }> = {
    type: 'privateTicketShowInvitation',
    showId: show.id,
    actorId: show.actorId,
    actorName: actor?.name ?? '',
    actorSlug: actor?.slug ?? '',
    title: show.title,
  };
  for (const { guestId } of holders) await publishToGuest(pubsub, guestId, message);
}

/** Gives every held ticket of a show that will not take place back, each refund on its own (one failing does not stop the others). */
async function refundHolders(db: DbOrTx, pubsub: PubSub, showId: number, now: Date): Promise<void> {
  const holders = await db
    .select({ guestId: chatTickets.guestId })
    .from(chatTickets)
    .where(and(eq(chatTickets.showId, showId), isNull(chatTickets.removedAt)));
  for (const { guestId } of holders) {
    try {
      const outcome = await removeTicket(db, guestId, showId, now);
      if (outcome.balanceChanged) await afterBalanceChange(db, pubsub, guestId);
    } catch (error) {
      log.error(`refund of show ${showId} for guest ${guestId} failed`, error);
    }
  }
}
