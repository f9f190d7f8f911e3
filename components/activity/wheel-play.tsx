'use client';

import { GamePlayFrame } from '@/components/games/game-play-frame';
import type { GamePlayText } from '@/components/games/game-play-text';
import { useGameAttempt } from '@/components/games/use-game-attempt';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale; configId: number; qmday: string | null; text: GamePlayText };

function Play({ locale, configId, qmday, text }: Props) {
  const state = useGameAttempt(locale, configId, qmday);
  return (
    <GamePlayFrame state={state} text={text}>
      <button
        type="button"
        onClick={() => state.attempt.mutate()}
        disabled={state.attempt.isPending || state.left === 0}
        className="min-h-10 rounded-full bg-accent px-6 font-medium text-on-accent disabled:opacity-60"
      >
        {text.play}
      </button>
    </GamePlayFrame>
  );
}

/** §3 gameCategory "wheel" (wet and wild, halloween): the day's turns through the game's use-attempt {configId} (lib/server/games). */
export function WheelPlay(props: Props) {
  return (
    <QueryProvider>
      <Play {...props} />
    </QueryProvider>
  );
}
