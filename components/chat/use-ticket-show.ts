'use client';

import type { Locale } from '@/i18n/routing';
import type { TicketShowState } from '@/lib/queries/chat';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';

export type { TicketShowState };

/**
 * Her ticket show as this guest sees it (isCurrentlyTicketShow, guestHasTicket). The
 * cached page knows only whether a show ran when it was rendered (everybody a stranger); a
 * logged-in guest asks once whether it runs now and whether he holds a ticket.
 */
export function useTicketShow(actorId: number, language: Locale, rendered: TicketShowState, loggedIn: boolean): TicketShowState {
  const asked = useLazyQuery(loggedIn ? () => import('@/lib/queries/chat').then((queries) => queries.ticketShowOptions(language, actorId)) : null, [actorId, language]);
  return loggedIn && asked.status === 'success' ? asked.data : rendered;
}
