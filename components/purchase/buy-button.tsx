'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { BuyResponse } from '@/lib/contracts/purchase';
import { fill } from '@/lib/format/fill';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import type { BuyOutcome } from '@/lib/queries/purchases';
import type { BuyText } from './buy-text';
import { type PurchaseState, PurchaseStatus } from './purchase-status';


export type BuyButtonProps = {
  locale: Locale;
  itemType: 'video' | 'album';
  itemId: number;
  /** The price as §9 formats it, e.g. "4,99 €". */
  priceFormatted: string;
  /** The item's title, for the button's accessible name and the not-enough-money box. */
  title: string;
  text: BuyText;
  /** The guest owns it now (bought, or already owned: nothing was charged twice). */
  onOwned: (response: BuyResponse) => void;
};

type State = PurchaseState;

/**
 * The buy button of a video or photo album. A visitor logs in first: the purchase is
 * kept as the §3 onLoginAction {type: 'buy'} and continues right after login (run-pending-action.ts
 * fires it at this button). A guest buys at once (POST album/{id}/buy); not enough money opens the
 * §2 not-enough-money box, whose top-up buys again when the balance rises. The header's balance
 * follows by the WebSocket. Only this shell is first-load JavaScript: the REST call, its contract
 * and the box load on the first click.
 */
export function BuyButton({ locale, itemType, itemId, priceFormatted, title, text, onOwned }: BuyButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);
  const mounted = useRef(true);
  const owned = useRef(onOwned);

  useEffect(() => {
    owned.current = onOwned;
  }, [onOwned]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const purchase = useCallback(async () => {
    const guest = await loggedInOrLogin({ type: 'buy', params: { targetId: itemId, itemType } });
    if (!guest) return;
    if (busy.current || !mounted.current) return;
    busy.current = true;
    setState({ kind: 'busy' });
    let outcome: BuyOutcome;
    try {
      const { buyItem } = await import('@/lib/queries/purchases');
      outcome = await buyItem(locale, itemId, itemType);
    } catch {
      outcome = { kind: 'failed' };
    } finally {
      busy.current = false;
    }
    if (!mounted.current) return;
    if (outcome.kind === 'owned') {
      setState({ kind: 'idle' });
      owned.current(outcome.response);
    } else if (outcome.kind === 'insufficient') setState({ kind: 'short', details: outcome.details });
    else setState({ kind: 'message', message: outcome.kind === 'not-for-sale' ? text.notForSale : outcome.kind === 'not-found' ? text.notFound : text.failed });
  }, [locale, itemId, itemType, text]);

  // §3 onLoginAction: the purchase a visitor started continues once they are logged in.
  useEffect(() => {
    const onPendingAction = (event: Event) => {
      const action = (event as PendingActionEvent).detail;
      if (action.type === 'buy' && action.params.targetId === itemId && action.params.itemType === itemType) void purchase();
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, [itemId, itemType, purchase]);

  const values = { price: priceFormatted, title };
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => void purchase()}
        disabled={state.kind === 'busy'}
        aria-label={fill(text.buyLabel, values)}
        aria-busy={state.kind === 'busy'}
        data-testid="buy-button"
        className={`${buttonStyles.primary} min-h-11 px-6 text-base disabled:opacity-70`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
        </svg>
        {state.kind === 'busy' ? text.buying : fill(text.buy, values)}
      </button>
      <PurchaseStatus
        state={state}
        title={title}
        text={text.box}
        onToppedUp={() => void purchase()}
        onClose={() => setState((now) => (now.kind === 'short' ? { kind: 'idle' } : now))}
        className="min-h-5 text-center text-sm text-sale"
      />
    </div>
  );
}
