'use client';

import { useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export type EsAvsText = { title: string; body: string; verify: string; later: string };

type Props = { text: EsAvsText; onAnswer: (choice: 'verify' | 'later') => void; onClose: () => void };

/**
 * §6 es-avs modal box: the special market's age notice with "Verify age now" and "Later". The
 * verify button gets the first focus; Escape counts as "Later"; a press beside the box is no
 * answer. Opened by name (components/avs/age-check-prompts.tsx), so it loads only when shown.
 */
export function EsAvsModal({ text, onAnswer, onClose }: Props) {
  const verifyRef = useRef<HTMLButtonElement>(null);
  // Every way out ends here once.
  const answer = (choice: 'verify' | 'later') => {
    onAnswer(choice);
    onClose();
  };

  return (
    <Dialog
      onClose={() => answer('later')}
      initialFocus={verifyRef}
      closeOnBackdrop={false}
      backdropClassName="fixed inset-0 z-[80] bg-black/80 backdrop-blur-sm"
    >
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{text.body}</DialogDescription>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => answer('later')} className={buttonStyles.secondary}>
          {text.later}
        </button>
        <button ref={verifyRef} type="button" onClick={() => answer('verify')} className={buttonStyles.primary}>
          {text.verify}
        </button>
      </div>
    </Dialog>
  );
}
