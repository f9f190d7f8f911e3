import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { splitSale } from '@/lib/server/purchases/price';
import { type AccountRef, postTransaction } from '@/lib/server/wallet/ledger';

const guestAccount = (guestId: number): AccountRef => ({ ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
const earnings = (actorId: number): AccountRef => ({ ownerType: 'actor', ownerId: actorId, name: 'earnings', currency: 'EUR' });
const revenue: AccountRef = { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' };

export { guestAccount as ticketGuestAccount };

/** `title` is the show's: the studio's earnings list names the line by it (memo.item). */
type Move = { ticketId: number; showId: number; guestId: number; actorId: number; price: number; title?: string };

/**
 * The ticket's price from the guest to the performer's earnings and the platform, split like
 * every sale. Keyed by the ticket: one ticket row is charged at most once. A balance too low
 * fails the ledger's CHECK (INSUFFICIENT_FUNDS) and the caller's transaction rolls back whole.
 */
export async function chargeTicket(tx: Tx, move: Move): Promise<void> {
  if (move.price <= 0) return;
  const { performer, platform } = splitSale(move.price);
  await postTransaction(tx, {
    kind: 'ticket',
    idempotencyKey: `ticket:${move.ticketId}`,
    memo: { item: move.title ?? null, ticketId: move.ticketId, showId: move.showId },
    postings: [
      { account: guestAccount(move.guestId), amount: -move.price },
      { account: earnings(move.actorId), amount: performer },
      { account: revenue, amount: platform },
    ],
  });
}

/** The exact reverse of chargeTicket, once per ticket. */
export async function refundTicket(tx: Tx, move: Move): Promise<void> {
  if (move.price <= 0) return;
  const { performer, platform } = splitSale(move.price);
  await postTransaction(tx, {
    kind: 'ticket_refund',
    idempotencyKey: `ticket-refund:${move.ticketId}`,
    memo: { item: move.title ?? null, ticketId: move.ticketId, showId: move.showId },
    postings: [
      { account: guestAccount(move.guestId), amount: move.price },
      { account: earnings(move.actorId), amount: -performer },
      { account: revenue, amount: -platform },
    ],
  });
}
