'use client';

import type { ConversionChatPhase, ConversionChatState } from '@/lib/conversion-chat/conversion-chat-rules';
import type { ConversionChatText } from './conversion-chat-text';
import { nowSeconds, useTickingText } from '@/lib/timers/ticking-text';
import { countdownText } from './countdown-text';

type Props = { phase: Exclude<ConversionChatPhase, null>; state: ConversionChatState; text: ConversionChatText; onOpen: () => void };

/**
 * The small countdown in the bottom-left corner ("Free chat: 12:34") that reopens the
 * conversion-chat box. Only the time's text changes each second (paused off screen or hidden).
 */
export function ConversionChatPill({ phase, state, text, onOpen }: Props) {
  const eligible = phase === 'eligible';
  const countdown = countdownText(eligible ? text.pillEligible : text.pillCandidate, eligible ? state.eligibleEndsAt : state.candidateEndsAt);
  const tick = useTickingText(countdown);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid="conversion-chat-pill"
      data-corner-pill
      data-on-bars=""
      data-phase={phase}
      className="fixed bottom-[calc(var(--incentive-bar,0px)+var(--status-bar,0px)+1rem)] left-4 z-30 inline-flex min-h-9 items-center gap-2 rounded-full border border-accent/50 bg-surface px-3 text-xs font-semibold text-fg shadow-lg hover:border-accent"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${eligible ? 'bg-accent motion-safe:animate-pulse' : 'bg-muted'}`} />
      <span ref={tick} className="tabular-nums">
        {countdown(nowSeconds())}
      </span>
    </button>
  );
}
