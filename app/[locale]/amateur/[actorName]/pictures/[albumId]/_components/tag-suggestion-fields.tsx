import type { FormEvent, Ref } from 'react';
import type { TagProblem } from './tag-check';

/** The one tag field of an album page (the island finds what was typed into the server's field by it). */
export const TAG_FIELD_ID = 'tag-suggestion-field';

export type TagSuggestionText = {
  label: string;
  hint: string;
  submit: string;
  sending: string;
  /** "Thank you! … “{tag}”." */
  thanks: string;
  another: string;
  errors: Record<TagProblem, string>;
};

type Props = {
  text: TagSuggestionText;
  maxLength: number;
  /** Left out in the server's render: the field is uncontrolled until the island takes over. */
  value?: string;
  onValue?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  error?: string | null;
  sending?: boolean;
  fieldRef?: Ref<HTMLInputElement>;
};

/**
 * The markup of the §7 tag suggestion form, without state: the server renders it into the page and
 * TagSuggestionForm renders the same markup with its handlers once its chunk is there.
 */
export function TagSuggestionFields({ text, maxLength, value, onValue, onSubmit, error = null, sending = false, fieldRef }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 grid max-w-md gap-2">
      <label htmlFor={TAG_FIELD_ID} className="text-sm font-medium text-fg">
        {text.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={fieldRef}
          id={TAG_FIELD_ID}
          value={value}
          onChange={onValue && ((event) => onValue(event.target.value))}
          maxLength={maxLength}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={`${TAG_FIELD_ID}-hint${error ? ` ${TAG_FIELD_ID}-error` : ''}`}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-fg focus:border-accent"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60"
        >
          {sending ? text.sending : text.submit}
        </button>
      </div>
      <p id={`${TAG_FIELD_ID}-hint`} className="text-xs text-muted">
        {text.hint}
      </p>
      {error ? (
        <p id={`${TAG_FIELD_ID}-error`} role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
    </form>
  );
}
