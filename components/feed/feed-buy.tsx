'use client';

import { useRef, useState } from 'react';
import { CoinInfoButton } from '@/components/coins/coin-info-button';
import { type PurchaseState, PurchaseStatus } from '@/components/purchase/purchase-status';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { coinsLabel } from './feed-format';
import type { FeedText } from './feed-text';
import { guestOrSignup } from './guest-or-signup';
import { trackFeedPayment } from './track-feed';

type Props = { locale: Locale; post: Pick<FeedPost, 'id' | 'title' | 'priceCoins'>; text: FeedText };

/**
 * Buy of a locked paid post (§3 paidContent, §7 buyPost): a visitor gets the §2 feed-signup box; a
 * guest buys (coins from his balance through the ledger, exactly once) and the post's answer —
 * unlocked, with its media — replaces it in the list; too little balance opens the §2
 * not-enough-money box, whose top-up buys again. Only a confirmed buy is tracked (§8).
 */
export function FeedBuy({ locale, post, text }: Props) {
  const [state, setState] = useState<PurchaseState>({ kind: 'idle' });
  const busy = useRef(false);
  const price = coinsLabel(text.post.coins, post.priceCoins);

  const buy = async () => {
    if (busy.current || !(await guestOrSignup(text.signup))) return;
    busy.current = true;
    setState({ kind: 'busy' });
    const { buyPost } = await import('@/lib/queries/feed-pay');
    const outcome = await buyPost(locale, post).finally(() => {
      busy.current = false;
    });
    if (outcome.kind === 'done') {
      trackFeedPayment('buy', post.id, post.priceCoins);
      setState({ kind: 'idle' });
    } else if (outcome.kind === 'insufficient') setState({ kind: 'short', details: outcome.details });
    else setState({ kind: 'message', message: text.post.buyFailed });
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <p className="flex items-center gap-2 text-sm font-semibold text-white">
        {price}
        <CoinInfoButton locale={locale} label={text.post.coinInfo} />
      </p>
      <button
        type="button"
        onClick={() => void buy()}
        disabled={state.kind === 'busy'}
        aria-busy={state.kind === 'busy'}
        aria-label={fill(text.post.buyLabel, { price, title: post.title })}
        data-testid="feed-buy"
        className={`${buttonStyles.primary} min-h-11 px-6 disabled:opacity-70`}
      >
        {state.kind === 'busy' ? text.post.buying : fill(text.post.buy, { price })}
      </button>
      <PurchaseStatus
        state={state}
        title={post.title}
        text={text.box}
        onToppedUp={() => void buy()}
        onClose={() => setState((now) => (now.kind === 'short' ? { kind: 'idle' } : now))}
        className="min-h-5 rounded bg-black/60 px-2 text-center text-sm text-white empty:bg-transparent"
      />
    </div>
  );
}
