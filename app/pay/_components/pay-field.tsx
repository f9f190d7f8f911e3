'use client';

/** One labelled field of the hosted flow's forms: hint and error below it, tied by aria-describedby. */
export function PayField(props: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'tel';
  autoComplete: string;
  inputMode?: 'decimal' | 'numeric' | 'tel';
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error: string | null;
}) {
  const { id, label, type, autoComplete, inputMode, value, onChange, hint, error } = props;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={describedBy}
        className="mt-1 h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-fg focus:border-accent focus:outline-none aria-[invalid=true]:border-sale"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const PAY_SUBMIT_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60';
