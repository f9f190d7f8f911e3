import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getChatTicket } from '@/lib/server/catalog/models/cam-shows';
import type { DbOrTx } from '@/lib/server/db/client';
import { chatTickets } from '@/lib/server/db/schema/tickets';
import { canRemoveTicket, showPhase } from '@/lib/tickets/ticket-rules';
import type { TicketOutcome } from './buy-ticket';
import { refundTicket } from './ticket-ledger';
import { heldTicket, ticketFailure, ticketSuccess } from './ticket-result';

/**
 * §7 remove ticket {id}: the guest gives back their own ticket of show `id` before it starts and
 * gets the price back through the ledger. The UPDATE … WHERE removed_at IS NULL is the claim: of
 * two concurrent removes only one refunds. A guest without a ticket for the show gets NOT_FOUND
 * (another guest's ticket is never theirs to remove); after the start, NOT_REMOVABLE.
 */
export async function removeTicket(db: DbOrTx, guestId: number, showId: number, now = new Date()): Promise<TicketOutcome> {
  const found = await getChatTicket(db, showId, guestId, now);
  if (!found || !found.ticket.isBought) return { result: ticketFailure('NOT_FOUND', found?.ticket ?? null), balanceChanged: false };
  if (!canRemoveTicket(showPhase(found.row, now))) return { result: ticketFailure('NOT_REMOVABLE', found.ticket), balanceChanged: false };

  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatTickets)
      .set({ removedAt: now })
      .where(and(eq(chatTickets.guestId, guestId), eq(chatTickets.showId, showId), isNull(chatTickets.removedAt)))
      .returning();
    if (!row) return null;
    await refundTicket(tx, { ticketId: row.id, showId, guestId, actorId: found.row.actorId, price: row.price, title: found.row.title });
    return row;
  });
  if (!removed) return { result: ticketFailure('NOT_FOUND', found.ticket), balanceChanged: false };
  const after = await getChatTicket(db, showId, guestId, now);
  return { result: ticketSuccess(heldTicket(removed), after?.ticket ?? null), balanceChanged: removed.price > 0 };
}
