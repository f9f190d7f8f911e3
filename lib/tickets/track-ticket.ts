import { track } from '@/lib/analytics/data-layer';
import type { HeldTicket } from '@/lib/contracts/cam-show';

/** §5/§7: a successful ticket buy reported to analytics with ticket id, show id, price and currency. */
export function trackTicketPurchase(ticket: HeldTicket): boolean {
  return track('purchase', {
    ticketId: ticket.id,
    showId: ticket.showId,
    price: ticket.price.value,
    currency: ticket.price.currency,
    ecommerce: {
      currency: ticket.price.currency,
      value: ticket.price.value / 100,
      items: [{ item_id: `ticket-${ticket.showId}`, item_name: 'Cam show ticket', price: ticket.price.value / 100, quantity: 1 }],
    },
  });
}
