'use client';

import { useId } from 'react';
import type { NewsletterTypeId } from '@/lib/contracts/personal';

type Props = { typeId: NewsletterTypeId; label: string; hint: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };

/** One §3 newsletter type as an on/off switch (role switch, so its state is read out), saved by the caller. */
export function NewsletterSwitch({ typeId, label, hint, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3" data-testid={`newsletter-${typeId}`}>
      <div className="min-w-0">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full ring-1 ring-line transition-colors disabled:opacity-60 ${checked ? 'bg-accent' : 'bg-surface-2'}`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-fg shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
    </li>
  );
}
