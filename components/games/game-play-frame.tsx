'use client';

import type { ReactNode } from 'react';
import { LoadState, LoginPrompt } from '@/components/personal/login-prompt';
import type { GameAttempt } from '@/lib/contracts/games';
import { fill } from '@/lib/format/fill';
import type { GamePlayText } from './game-play-text';
import type { GameAttemptState } from './use-game-attempt';
import { rewardLabel } from './wheel-text';

type Props = { state: GameAttemptState; text: GamePlayText; children: ReactNode };

/** The sentence for one attempt: the reward with its code (or where to find it), or no prize. */
export function attemptSentence(text: GamePlayText, attempt: GameAttempt): string {
  if (!attempt.reward) return text.noWin;
  const won = fill(text.won, { prize: rewardLabel(text, attempt.reward) });
  return `${won} ${attempt.rewardCode ? fill(text.code, { code: attempt.rewardCode }) : text.inBenefits}`;
}

function errorText(text: GamePlayText, code: string): string {
  if (code === 'ATTEMPT_LIMIT_REACHED') return text.limit;
  if (code === 'OUTSIDE_WINDOW') return text.outsideWindow;
  return text.failed;
}

/**
 * What every §3 game view shares around its stage (the reels, the targets, the wheel button):
 * visitors get "log in to play" opening the login flow; a guest sees the server's points and
 * attemptsLeftToday, the last outcome as the server decided it, the limit once the day's attempts
 * are used, a clear error when an attempt fails, and the prizes won so far (gainedRewards).
 */
export function GamePlayFrame({ state, text, children }: Props) {
  if (state.guest === 'anonymous') return <LoginPrompt text={text.gate} />;
  if (state.guest === 'pending' || state.left === null) return <LoadState text={text.gate} failed={state.info.isError} onRetry={() => void state.info.refetch()} />;
  const won = state.info.data?.gainedRewards ?? [];
  return (
    <div className="flex flex-col items-center gap-4" data-testid="game-play">
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
        <p data-testid="game-attempts-left">{fill(text.attemptsLeft, { count: state.left })}</p>
        <p data-testid="game-points">{fill(text.points, { points: state.points ?? 0 })}</p>
      </div>
      {children}
      <p role="status" aria-live="polite" className="min-h-6 text-center text-lg font-semibold" data-testid="game-result" data-won={state.last ? String(state.last.reward !== null) : ''}>
        {state.last ? attemptSentence(text, state.last) : ''}
      </p>
      {state.errorCode ? (
        <p role="alert" className="text-sm text-sale">
          {errorText(text, state.errorCode)}
        </p>
      ) : state.left === 0 ? (
        <p className="text-sm font-medium" data-testid="game-limit">
          {text.limit}
        </p>
      ) : null}
      {won.length > 0 ? (
        <section aria-labelledby="game-prizes-won" className="w-full max-w-md">
          <h3 id="game-prizes-won" className="text-lg font-semibold">
            {text.prizesWon}
          </h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm" data-testid="game-prizes-won">
            {won.map((attempt) => (
              <li key={attempt.id} className="flex flex-wrap justify-between gap-2 rounded-tile border border-line bg-surface p-3">
                <span>{attempt.reward ? rewardLabel(text, attempt.reward) : ''}</span>
                {attempt.rewardCode ? <span className="font-mono">{attempt.rewardCode}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
