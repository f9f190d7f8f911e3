'use client';

import { type ConversionChatPhase, type ConversionChatState, formatCountdown, secondsLeft } from '@/lib/conversion-chat/conversion-chat-rules';
import { fill } from '@/lib/format/fill';
import type { ConversionChatText } from './conversion-chat-text';

type Props = { phase: Exclude<ConversionChatPhase, null>; state: ConversionChatState; now: number; text: ConversionChatText; onOpen: () => void };

/** The small countdown in the bottom-left corner ("Free chat: 12:34") that reopens the conversion-chat box. */
export function ConversionChatPill({ phase, state, now, text, onOpen }: Props) {
  const eligible = phase === 'eligible';
  const time = formatCountdown(secondsLeft(now, eligible ? state.eligibleEndsAt : state.candidateEndsAt));
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid="conversion-chat-pill"
      data-phase={phase}
      className="fixed bottom-[calc(var(--incentive-bar,0px)+1rem)] left-4 z-30 inline-flex min-h-9 items-center gap-2 rounded-full border border-accent/50 bg-surface px-3 text-xs font-semibold text-fg shadow-lg hover:border-accent"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${eligible ? 'bg-accent motion-safe:animate-pulse' : 'bg-muted'}`} />
      <span className="tabular-nums">{fill(eligible ? text.pillEligible : text.pillCandidate, { time })}</span>
    </button>
  );
}
