'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

export type EsAvsText = { title: string; body: string; verify: string; later: string };

/**
 * §6 es-avs modal box: the special market's age notice with "Verify age now" and "Later". On the
 * native <dialog>: showModal() makes the rest of the page inert, so focus stays inside; the
 * verify button gets the first focus; Escape (the browser's cancel) counts as "Later". Loaded
 * only when it is shown (components/avs/age-check-prompts.tsx).
 */
export function EsAvsModal({ text, onAnswer }: { text: EsAvsText; onAnswer: (choice: 'verify' | 'later') => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const verifyRef = useRef<HTMLButtonElement>(null);
  const choice = useRef<'verify' | 'later'>('later');
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    verifyRef.current?.focus();
  }, []);

  const answer = (value: 'verify' | 'later') => {
    choice.current = value;
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else onAnswer(value);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      // Every way out (the buttons, Escape) ends here once.
      onClose={() => onAnswer(choice.current)}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl border border-line bg-surface p-6 text-fg shadow-2xl backdrop:bg-black/80 backdrop:backdrop-blur-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {text.title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-sm text-muted">
        {text.body}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => answer('later')} className={buttonStyles.secondary}>
          {text.later}
        </button>
        <button ref={verifyRef} type="button" onClick={() => answer('verify')} className={buttonStyles.primary}>
          {text.verify}
        </button>
      </div>
    </dialog>
  );
}
