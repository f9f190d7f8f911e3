'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadState, LoginPrompt } from '@/components/personal/login-prompt';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { fill } from '@/lib/format/fill';
import { spinMutation, spinWheelOptions } from '@/lib/queries/games';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { WheelDisk } from './wheel-disk';
import { resultSentence, rewardLabel, type WheelText } from './wheel-text';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { locale: Locale; text: WheelText; benefitsHref: string };

/**
 * §3 the spin wheel: spends one spin per turn; the server decides the segment, the disk turns to
 * it (CSS transform) and the live region announces the reward once the turn is done.
 */
export function SpinWheelView({ locale, text, benefitsHref }: Props) {
  const guest = useGuest();
  const wheel = useQuery({ ...spinWheelOptions(locale), enabled: isLoggedIn(guest) });
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const spin = useMutation(spinMutation(locale));
  const [turns, setTurns] = useState(0);
  if (guest.status === 'anonymous') return <LoginPrompt text={text.gate} />;
  if (!wheel.data) return <LoadState text={text.gate} failed={wheel.isError} onRetry={() => void wheel.refetch()} />;

  const { segments, spins, wins } = wheel.data;
  const result = spin.data?.attempt ?? null;
  const segment = result?.outcome.kind === 'wheel' ? result.outcome.segment : null;
  const error = spin.error ? (isApiError(spin.error) ? (text.errors[spin.error.code] ?? spin.error.message) : text.failed) : null;
  const disabled = spins < 1 || spin.isPending;
  const onSpin = () => {
    setTurns((n) => n + 1);
    spin.mutate();
  };

  return (
    <div className="flex flex-col items-center gap-6">
      <WheelDisk label={text.wheelLabel} labels={segments.map((reward) => rewardLabel(text, reward))} segment={segment} turns={turns} />
      <div className="flex flex-col items-center gap-2">
        <button
          type="button"
          onClick={onSpin}
          disabled={disabled}
          aria-describedby={spins < 1 ? 'spinwheel-no-spins' : undefined}
          className="rounded-full bg-accent px-8 py-3 text-lg font-bold text-on-accent disabled:cursor-not-allowed disabled:opacity-50"
        >
          {spin.isPending ? text.spinning : text.spin}
        </button>
        <p className="text-sm text-muted" data-testid="spinwheel-spins">
          {fill(text.spinsLeft, { count: spins })}
        </p>
        {spins < 1 ? (
          <p id="spinwheel-no-spins" className="text-sm">
            {text.noSpins}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="min-h-6 text-center text-lg font-semibold" data-reward={result?.reward?.type ?? ''}>
        {result ? resultSentence(text, result.reward, result.rewardCode) : ''}
      </p>
      {error ? <p role="alert" className="text-sm text-sale">{error}</p> : null}
      {result ? (
        <a href={benefitsHref} className="text-sm font-semibold text-accent hover:underline">
          {text.toBenefits}
        </a>
      ) : null}
      {wins.length > 0 ? (
        <section aria-labelledby="spinwheel-turns" className="w-full">
          <h2 id="spinwheel-turns" className="text-xl font-semibold">
            {text.lastTurns}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {wins.map((win) => (
              <li key={win.id} className="flex flex-wrap justify-between gap-2 rounded-tile border border-line bg-surface p-3">
                <span>{resultSentence(text, win.reward, win.rewardCode)}</span>
                <span className="font-mono text-xs text-muted" title={text.checkValue}>
                  {win.seedHash.slice(0, 16)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
