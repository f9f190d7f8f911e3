import 'server-only';
import type { ChatTicket, ChatTicketErrorCode, ChatTicketResult, HeldTicket } from '@/lib/contracts/cam-show';
import type { InsufficientFundsDetails } from '@/lib/contracts/purchase';
import type { chatTickets } from '@/lib/server/db/schema/tickets';
import { asCurrency } from '@/lib/server/catalog/model-row';

type TicketRecord = typeof chatTickets.$inferSelect;

export function heldTicket(row: TicketRecord): HeldTicket {
  return {
    id: row.id,
    showId: row.showId,
    price: { value: row.price, currency: asCurrency(row.currency) },
    promoCode: row.promoCode,
    creationType: row.creationType,
    createdAt: row.createdAt.toISOString(),
  };
}

export function ticketSuccess(ticket: HeldTicket | null, show: ChatTicket | null): ChatTicketResult {
  return { success: true, errorCode: null, ticket, show, insufficientFunds: null };
}

export function ticketFailure(
  errorCode: ChatTicketErrorCode,
  show: ChatTicket | null = null,
  insufficientFunds: InsufficientFundsDetails | null = null,
): ChatTicketResult {
  return { success: false, errorCode, ticket: null, show, insufficientFunds };
}
