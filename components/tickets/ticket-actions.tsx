'use client';

import { formatMoney } from '@/lib/format/currency';
import type { ChatTicket } from '@/lib/contracts/cam-show';
import { useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { ChatTicketErrorCode } from '@/lib/contracts/cam-show';
import { fill } from '@/lib/format/fill';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { type PurchaseState, PurchaseStatus } from '@/components/purchase/purchase-status';
import type { TicketText } from './ticket-text';


export type TicketActionsProps = {
  locale: Locale;
  /** The show as the page rendered it: a moved start answers SHOW_CHANGED. */
  show: Pick<ChatTicket, 'id' | 'actorId' | 'start' | 'title' | 'price' | 'isFree' | 'hasStarted'>;
  text: TicketText;
};

type State = PurchaseState;

/**
 * Buy and give back a §3 chat ticket on a show tile (client island: the page is the same for
 * every visitor, so whether this guest holds a ticket is asked here, once per page for every tile:
 * lib/queries/tickets.ts). A visitor logs in first; not enough money opens the purchase's
 * not-enough-money box, whose top-up buys again; a successful buy is reported to analytics. The
 * GraphQL client loads after hydration (a guest) or on the first click.
 */
export function TicketActions({ locale, show, text }: TicketActionsProps) {
  const { id: showId, actorId: modelId, start, title, isFree, hasStarted } = show;
  // §9: the one money formatter ("4,99 €").
  const priceFormatted = formatMoney(show.price.value, show.price.currency);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  // A failed ask counts as none held.
  const heldIds = useLazyQuery(guestId === null ? null : () => import('@/lib/queries/tickets').then((queries) => queries.heldTicketsOptions(locale)), [locale, guestId]);
  const held = guestId !== null && (heldIds.data?.includes(showId) ?? false);

  const messageFor = (code: ChatTicketErrorCode | null): string =>
    code === 'SHOW_CHANGED' ? text.changed : code === 'SHOW_ENDED' ? text.ended : code === 'SOLD_OUT' ? text.soldOut : code === 'NOT_REMOVABLE' ? text.notRemovable : code === 'NOT_FOUND' ? text.notFound : text.failed;

  const act = async (kind: 'buy' | 'remove') => {
    const loggedIn = await loggedInOrLogin({ type: 'redirect', params: { targetUrl: `${window.location.pathname}${window.location.search}` } });
    if (!loggedIn || busy.current) return;
    busy.current = true;
    setState({ kind: 'busy' });
    try {
      // The held ids of every tile follow a success (lib/queries/tickets.ts).
      const tickets = await import('@/lib/queries/tickets');
      const result = kind === 'buy' ? await tickets.buyChatTicket(locale, { id: showId, modelId, start }) : await tickets.removeChatTicket(locale, showId);
      if (result.success) {
        const nowHeld = kind === 'buy';
        setState({ kind: 'idle' });
        if (nowHeld && result.ticket) (await import('@/lib/tickets/track-ticket')).trackTicketPurchase(result.ticket);
      } else if (result.errorCode === 'INSUFFICIENT_FUNDS' && result.insufficientFunds) setState({ kind: 'short', details: result.insufficientFunds });
      else setState({ kind: 'message', message: messageFor(result.errorCode) });
    } catch {
      setState({ kind: 'message', message: text.failed });
    } finally {
      busy.current = false;
    }
  };

  const working = state.kind === 'busy';
  return (
    <div className="flex flex-col items-start gap-1">
      {held ? (
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid={`ticket-bought-${showId}`} className="text-sm font-semibold text-online">
            {text.bought}
          </span>
          {hasStarted ? null : (
            <button type="button" data-testid={`ticket-remove-${showId}`} disabled={working} onClick={() => void act('remove')} className={`${buttonStyles.secondary} min-h-9 px-3 text-sm`}>
              {working ? text.working : text.remove}
            </button>
          )}
        </div>
      ) : (
        <button type="button" data-testid={`ticket-buy-${showId}`} disabled={working} aria-busy={working} onClick={() => void act('buy')} className={`${buttonStyles.primary} min-h-9 px-4 text-sm`}>
          {working ? text.working : isFree ? text.book : fill(text.buy, { price: priceFormatted })}
        </button>
      )}
      <PurchaseStatus
        state={state}
        title={title}
        text={text.box}
        onToppedUp={() => void act('buy')}
        onClose={() => setState((now) => (now.kind === 'short' ? { kind: 'idle' } : now))}
        className="min-h-4 text-xs text-sale"
      />
    </div>
  );
}
