import type { NotEnoughMoneyText } from '@/components/purchase/buy-text';

/** The ticket buttons' strings, translated on the server (messages CamShows.tickets), placeholders left in. */
export type TicketText = {
  /** "Buy ticket for {price}" */
  buy: string;
  /** "Book a free ticket" */
  book: string;
  working: string;
  bought: string;
  remove: string;
  changed: string;
  ended: string;
  soldOut: string;
  notRemovable: string;
  notFound: string;
  failed: string;
  box: NotEnoughMoneyText;
};
