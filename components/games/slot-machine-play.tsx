'use client';

import { useState } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { GamePlayFrame } from './game-play-frame';
import type { GamePlayText } from './game-play-text';
import { type ReelSymbol, reelStop, reelsOf } from './reel-symbols';
import { useGameAttempt } from './use-game-attempt';

type Props = { locale: Locale; configId: number; qmday: string | null; text: GamePlayText; symbols: ReelSymbol[] };
type Shown = { turn: number; reels: [number, number, number] };

/** Each reel rolls a little longer than the one before it, so they stop left to right. */
const DURATION = ['duration-[1200ms]', 'duration-[1700ms]', 'duration-[2200ms]'] as const;
const REELS = [0, 1, 2] as const;

function Reel({ reel, stop, symbols, rolling }: { reel: 0 | 1 | 2; stop: number; symbols: ReelSymbol[]; rolling: boolean }) {
  // The strip holds every symbol it rolled past; it only grows (reelStop), so it rolls forward.
  const cells = Array.from({ length: stop + 1 }, (_, k) => symbols[k % symbols.length]!);
  return (
    <div className={`h-20 w-16 overflow-hidden rounded-xl border-2 border-fg bg-surface ${rolling ? 'motion-safe:animate-pulse' : ''}`}>
      <div className={`transition-transform ease-out motion-reduce:transition-none ${DURATION[reel]}`} style={{ transform: `translateY(-${stop * 5}rem)` }}>
        {cells.map((symbol, k) => (
          <div key={k} className="flex h-20 items-center justify-center text-4xl">
            {symbol.glyph}
          </div>
        ))}
      </div>
    </div>
  );
}

function Play({ locale, configId, qmday, text, symbols }: Props) {
  const state = useGameAttempt(locale, configId, qmday);
  // What the reels last stopped on: kept across a failed attempt so the reels do not roll back.
  const [shown, setShown] = useState<Shown | null>(null);
  const play = () =>
    state.attempt.mutate(undefined, {
      onSuccess: (result) => {
        const reels = reelsOf(result.attempt.outcome, symbols);
        if (reels) setShown((previous) => ({ turn: (previous?.turn ?? 0) + 1, reels }));
      },
    });
  const names = REELS.map((reel) => symbols[shown ? shown.reels[reel] : reel % symbols.length]!.name);
  return (
    <GamePlayFrame state={state} text={text}>
      <div role="img" aria-label={fill(text.reels, { symbols: names.join(', ') })} data-testid="slot-reels" data-reels={shown?.reels.join(',') ?? ''} className="flex gap-3 rounded-2xl bg-fg/10 p-4">
        {REELS.map((reel) => (
          <Reel key={reel} reel={reel} stop={reelStop(reel, shown?.turn ?? 0, shown?.reels[reel] ?? null, symbols.length)} symbols={symbols} rolling={state.attempt.isPending} />
        ))}
      </div>
      <button
        type="button"
        onClick={play}
        disabled={state.attempt.isPending || state.left === 0}
        className="min-h-11 rounded-full bg-accent px-8 text-lg font-bold text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        {text.play}
      </button>
    </GamePlayFrame>
  );
}

/**
 * §3 gameCategory "slot" (slot machine, Oktoberfest tent): three reels that stop on the reels the
 * server's attempt decided (the page only animates them; with reduced motion they jump there).
 */
export function SlotMachinePlay(props: Props) {
  return (
    <QueryProvider>
      <Play {...props} />
    </QueryProvider>
  );
}
