'use client';

import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type PurchaseState, PurchaseStatus } from '@/components/purchase/purchase-status';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { formatNumber } from '@/lib/format/number';
import { tippingGoalOptions } from '@/lib/queries/feed';
import type { FeedText } from './feed-text';
import { guestOrSignup } from './guest-or-signup';
import { trackFeedPayment } from './track-feed';

type Props = { locale: Locale; post: Pick<FeedPost, 'id' | 'title' | 'tippingGoal'>; text: FeedText };
type TipState = PurchaseState | { kind: 'thanks' };

const DEFAULT_TIP = 10;

/**
 * §3 tipping goal and tipPost: the bar (goalCoins, tipsSumCoins, progressPercent, achieved) is the
 * page's held state of the goal — every viewer's bar moves when anybody tips (the feedTippingGoal
 * event sets it, newer versions only, lib/realtime/query-invalidation.ts) — and the tip form.
 * Only a tip the server confirmed is tracked (§8).
 */
export function FeedTip({ locale, post, text }: Props) {
  const goal = useQuery({ ...tippingGoalOptions(locale, post.id), initialData: post.tippingGoal, enabled: false }).data;
  const [amount, setAmount] = useState(String(DEFAULT_TIP));
  const [state, setState] = useState<TipState>({ kind: 'idle' });
  const busy = useRef(false);
  const inputId = useId();
  const t = text.post;

  const tip = async (event?: FormEvent) => {
    event?.preventDefault();
    const coins = Number(amount);
    if (busy.current || !Number.isInteger(coins) || coins < 1 || !(await guestOrSignup(text.signup))) return;
    busy.current = true;
    setState({ kind: 'busy' });
    const { tipPost } = await import('@/lib/queries/feed-pay');
    const outcome = await tipPost(locale, post.id, coins).finally(() => {
      busy.current = false;
    });
    if (outcome.kind === 'done') {
      trackFeedPayment('tip', post.id, coins);
      setState({ kind: 'thanks' });
    } else if (outcome.kind === 'insufficient') setState({ kind: 'short', details: outcome.details });
    else setState({ kind: 'message', message: t.tipFailed });
  };

  return (
    <section className="grid gap-2 rounded-tile bg-surface-2 p-3" aria-label={t.goalHeading} data-testid="feed-tip">
      {goal ? (
        <div className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold">{t.goalHeading}</span>
            <span className="tabular-nums text-muted" data-testid="feed-goal-progress">
              {goal.achieved ? t.goalAchieved : fill(t.goalProgress, { sum: formatNumber(goal.tipsSumCoins), goal: formatNumber(goal.goalCoins) })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t.goalHeading}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={goal.progressPercent}
            aria-valuetext={fill(t.goalProgress, { sum: goal.tipsSumCoins, goal: goal.goalCoins })}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div className={`h-full transition-[width] duration-500 ${goal.achieved ? 'bg-emerald-500' : 'bg-accent'}`} style={{ width: `${goal.progressPercent}%` }} />
          </div>
        </div>
      ) : null}
      <form onSubmit={(event) => void tip(event)} className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="grid gap-1 text-xs text-muted">
          {t.tipAmount}
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={100000}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="h-10 w-24 rounded-lg border border-line bg-surface px-2 text-sm text-fg"
          />
        </label>
        <button type="submit" disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'} className={buttonStyles.primary}>
          {state.kind === 'busy' ? t.tipping : t.tip}
        </button>
        {state.kind === 'thanks' ? (
          <p role="status" className="text-sm text-fg">
            {t.tipThanks}
          </p>
        ) : (
          <PurchaseStatus
            state={state}
            title={post.title}
            text={text.box}
            onToppedUp={() => void tip()}
            onClose={() => setState((now) => (now.kind === 'short' ? { kind: 'idle' } : now))}
            className="text-sm text-sale"
          />
        )}
      </form>
    </section>
  );
}
