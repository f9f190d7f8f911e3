'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { currentChatSession } from './chat-actions';

export type TicketShowState = 'holder' | 'stranger' | undefined;

/**
 * Her ticket show as this guest sees it (isCurrentlyTicketShow, guestHasTicket). The
 * cached page knows only whether a show ran when it was rendered (everybody a stranger); a
 * logged-in guest asks once whether it runs now and whether he holds a ticket.
 */
export function useTicketShow(actorId: number, language: Locale, rendered: TicketShowState, loggedIn: boolean): TicketShowState {
  const [asked, setAsked] = useState<{ value: TicketShowState } | null>(null);
  useEffect(() => {
    const api = currentChatSession(language);
    if (!loggedIn || !api) return;
    let live = true;
    void import('@/lib/chat/chat-api')
      .then(({ fetchTicketShowState }) => fetchTicketShowState(api, actorId))
      .then((value) => live && setAsked({ value }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [actorId, language, loggedIn]);
  return asked ? asked.value : rendered;
}
