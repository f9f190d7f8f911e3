'use client';

import { useState } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { GamePlayFrame } from './game-play-frame';
import type { GamePlayText } from './game-play-text';
import { useGameAttempt } from './use-game-attempt';

type Props = { locale: Locale; configId: number; qmday: string | null; text: GamePlayText; category: 'shooting' | 'catch' };

const TARGETS = [1, 2, 3] as const;
// Text symbols every font has (a desktop without an emoji font drew empty boxes): a bullseye, a ball.
const GLYPH = { shooting: '◎', catch: '●' } as const;

function Play({ locale, configId, qmday, text, category }: Props) {
  const state = useGameAttempt(locale, configId, qmday);
  // Which target the guest aimed at: only where the server's answer is drawn, never what decides it.
  const [aimed, setAimed] = useState<number | null>(null);
  const hit = state.last ? state.last.reward !== null : null;
  const aim = (target: number) => {
    setAimed(target);
    state.attempt.mutate();
  };
  return (
    <GamePlayFrame state={state} text={text}>
      <div role="group" aria-label={text.play} className="flex flex-wrap justify-center gap-4">
        {TARGETS.map((target) => {
          const marked = aimed === target && hit !== null && !state.attempt.isPending;
          const ring = marked ? (hit ? 'ring-4 ring-online' : 'opacity-50 ring-2 ring-line') : 'ring-2 ring-line';
          return (
            <button
              key={target}
              type="button"
              onClick={() => aim(target)}
              disabled={state.attempt.isPending || state.left === 0}
              aria-label={fill(text.target, { n: target })}
              className={`flex size-24 items-center justify-center rounded-full bg-surface text-5xl transition-transform hover:scale-105 active:scale-95 motion-reduce:transition-none motion-reduce:hover:scale-100 disabled:cursor-not-allowed ${ring}`}
            >
              <span aria-hidden="true">{GLYPH[category]}</span>
            </button>
          );
        })}
      </div>
    </GamePlayFrame>
  );
}

/**
 * §3 gameCategory "shooting" (Oktoberfest shooting) and "catch" (kick it): targets to click, each
 * click one attempt; hit or miss is the server's outcome (a reward or none), drawn on the target.
 */
export function TargetPlay(props: Props) {
  return (
    <QueryProvider>
      <Play {...props} />
    </QueryProvider>
  );
}
