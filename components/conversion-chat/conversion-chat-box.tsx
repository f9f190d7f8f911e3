'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle, dialogCentred } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { ConversionChatState } from '@/lib/conversion-chat/conversion-chat-rules';
import { ConversionChatActorList } from './conversion-chat-actor-list';
import type { ConversionChatText } from './conversion-chat-text';
import { nowSeconds, useTickingText } from '@/lib/timers/ticking-text';
import { countdownText } from './countdown-text';

/**
 * 'docked': opened by itself — a card (a region, like the incentive corner) in the bottom-left
 * corner that leaves the page usable and takes no focus: the guest may be in the middle of
 * something. 'modal': opened by the guest (the pill, or after accepting) — a centred box, the page
 * inert, Escape and the backdrop close it, focus returns where it was.
 */
export type BoxMode = 'docked' | 'modal';

type Props = {
  mode: BoxMode;
  phase: 'candidate' | 'eligible';
  state: ConversionChatState;
  locale: Locale;
  text: ConversionChatText;
  busy: boolean;
  failed: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onClose: () => void;
};

const frame = 'rounded-xl border border-accent/40 bg-surface p-5 text-left text-fg shadow-2xl';
const docked = `fixed bottom-[calc(var(--incentive-bar,0px)+var(--status-bar,0px)+1rem)] left-4 z-40 w-[calc(100vw-2rem)] max-w-sm ${frame}`;

/**
 * The §2 named box "conversion-chat": the trial offer for a candidate, the countdown and the
 * performers for an eligible guest. Drawn by its panel (conversion-chat-panel.tsx), whose clock
 * and answer state it shows.
 */
export function ConversionChatBox({ mode, phase, state, locale, text, busy, failed, onAccept, onDecline, onClose }: Props) {
  const candidate = phase === 'candidate';
  const countdown = countdownText(candidate ? text.acceptWithin : text.timeLeft, candidate ? state.candidateEndsAt : state.eligibleEndsAt);
  const tick = useTickingText(countdown);

  return (
    <Dialog onClose={onClose} docked={mode === 'docked'} box="conversion-chat" className={mode === 'docked' ? docked : `${dialogCentred} ${frame}`}>
      <div className="flex items-start gap-3">
        <DialogTitle className="min-w-0 flex-1 text-lg font-semibold">{candidate ? text.offerTitle : text.eligibleTitle}</DialogTitle>
        <DialogClose aria-label={text.close} className="-mr-2 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg">
          <span aria-hidden="true">×</span>
        </DialogClose>
      </div>
      <DialogDescription className="mt-1 text-sm text-muted">{candidate ? text.offerBody : text.eligibleBody}</DialogDescription>
      <p ref={tick} role="timer" className="mt-3 font-semibold tabular-nums text-accent">
        {countdown(nowSeconds())}
      </p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {text.failed}
        </p>
      ) : null}
      {candidate ? (
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" disabled={busy} onClick={onDecline} className={buttonStyles.secondary}>
            {text.decline}
          </button>
          <button type="button" disabled={busy} onClick={onAccept} className={buttonStyles.primary}>
            {text.accept}
          </button>
        </div>
      ) : (
        <ConversionChatActorList locale={locale} text={text} />
      )}
    </Dialog>
  );
}
