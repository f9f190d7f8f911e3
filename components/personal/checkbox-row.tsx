'use client';

import { useId } from 'react';

type Props = { label: string; hint?: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };

/** One setting as a labelled checkbox with an optional hint; saves on change (the caller's job). */
export function CheckboxRow({ label, hint, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
