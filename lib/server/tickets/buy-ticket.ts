import 'server-only';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { BuyChatTicketInput, ChatTicketResult } from '@/lib/contracts/cam-show';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import { getChatTicket } from '@/lib/server/catalog/models/cam-shows';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { camShows } from '@/lib/server/db/schema/content';
import { chatTickets } from '@/lib/server/db/schema/tickets';
import { isAppError } from '@/lib/server/errors';
import { getBalance } from '@/lib/server/wallet/ledger';
import { sameStart, showPhase, ticketPrice } from '@/lib/tickets/ticket-rules';
import { chargeTicket, ticketGuestAccount } from './ticket-ledger';
import { heldTicket, ticketFailure, ticketSuccess } from './ticket-result';

export type TicketOutcome = { result: ChatTicketResult; balanceChanged: boolean };

/**
 * §7 buy ticket {id, modelId, start, promoCode, creationType}. The show must exist (and not be
 * banned for the viewer, §6), be the performer's, start when the page said (else SHOW_CHANGED)
 * and not have ended. ONE transaction: the ticket row first — the partial unique index on
 * (guest, show) picks one winner among concurrent buys, the others answer the held ticket — then
 * the price through the ledger. Not enough money: INSUFFICIENT_FUNDS with {price, balance,
 * missing} and nothing written. A second buy of a held ticket answers it and charges nothing.
 * The show's capacity is a hard limit: the show row is locked while the seats are counted, so
 * concurrent buys of the last seat cannot both win (SOLD_OUT, nothing written).
 */
export async function buyTicket(
  db: DbOrTx,
  guestId: number,
  input: BuyChatTicketInput,
  options: { now?: Date; viewerCountry?: string | null } = {},
): Promise<TicketOutcome> {
  const now = options.now ?? new Date();
  const found = await getChatTicket(db, input.id, guestId, now);
  if (!found || found.row.actorId !== input.modelId || found.row.isInternal) return { result: ticketFailure('NOT_FOUND'), balanceChanged: false };
  const [actor] = await db.select({ banned: actors.bannedCountryCodes }).from(actors).where(eq(actors.id, found.row.actorId)).limit(1);
  if (!actor || isBannedFor(actor.banned, options.viewerCountry)) return { result: ticketFailure('NOT_FOUND'), balanceChanged: false };
  const { row } = found;
  if (!sameStart(row.startsAt, input.start)) return { result: ticketFailure('SHOW_CHANGED', found.ticket), balanceChanged: false };
  if (showPhase(row, now) === 'ended') return { result: ticketFailure('SHOW_ENDED', found.ticket), balanceChanged: false };

  const price = ticketPrice(row);
  let charged = false;
  let ticketRow: typeof chatTickets.$inferSelect | undefined;
  try {
    ticketRow = await db.transaction(async (tx) => {
      // The show's row first: the new ticket's foreign key takes a share lock on it, and two buyers
      // who each held that before asking for the update lock would deadlock on PostgreSQL.
      const capacity = await lockShow(tx, row.id);
      const [created] = await tx
        .insert(chatTickets)
        .values({ guestId, showId: row.id, price, currency: row.currency, promoCode: input.promoCode, creationType: input.creationType, createdAt: now })
        .onConflictDoNothing({ target: [chatTickets.guestId, chatTickets.showId], where: sql`removed_at is null` })
        .returning();
      if (!created) return held(tx, guestId, row.id);
      await assertSeatLeft(tx, row.id, capacity);
      await chargeTicket(tx, { ticketId: created.id, showId: row.id, guestId, actorId: row.actorId, price, title: row.title });
      charged = price > 0;
      return created;
    });
  } catch (error) {
    if (error instanceof SoldOut) return { result: ticketFailure('SOLD_OUT', found.ticket), balanceChanged: false };
    if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const balance = await getBalance(db, ticketGuestAccount(guestId));
    return { result: ticketFailure('INSUFFICIENT_FUNDS', found.ticket, { price, balance, missing: Math.max(0, price - balance) }), balanceChanged: false };
  }
  if (!ticketRow) throw new Error('a held ticket vanished inside its transaction');
  const after = await getChatTicket(db, row.id, guestId, now);
  return { result: ticketSuccess(heldTicket(ticketRow), after?.ticket ?? null), balanceChanged: charged };
}

async function held(db: DbOrTx, guestId: number, showId: number) {
  const [row] = await db
    .select()
    .from(chatTickets)
    .where(and(eq(chatTickets.guestId, guestId), eq(chatTickets.showId, showId), isNull(chatTickets.removedAt)))
    .limit(1);
  return row;
}

/** Rolls the buy's transaction back; answered as SOLD_OUT (a business result, not an error). */
class SoldOut extends Error {}

/** Locks the show's row for the rest of the buy (buyers of one show take turns) and answers its capacity (null: gone). */
async function lockShow(tx: DbOrTx, showId: number): Promise<number | null> {
  const [show] = await tx.select({ capacity: camShows.capacity }).from(camShows).where(eq(camShows.id, showId)).for('update');
  return show?.capacity ?? null;
}

/** Throws (rolling the new ticket back) when the tickets held for the show, this one included, exceed its capacity. */
async function assertSeatLeft(tx: DbOrTx, showId: number, capacity: number | null): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(chatTickets)
    .where(and(eq(chatTickets.showId, showId), isNull(chatTickets.removedAt)));
  if (capacity !== null && (held?.n ?? 0) > capacity) throw new SoldOut();
}
