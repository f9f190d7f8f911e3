'use client';

import type { ReactNode } from 'react';

/** A labelled checkbox of the hosted forms (the whole label is the ≥ 44 px target); its error below, tied by aria-describedby. */
export function PayCheckbox({ id, label, checked, onChange, error = null }: { id: string; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; error?: string | null }) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3 py-1 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-accent)]"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
