'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { PostCommentResult } from '@/lib/contracts/social';

export type CommentFormText = {
  label: string;
  hint: string;
  submit: string;
  posting: string;
  errorEmpty: string;
  errorTooLong: string;
  errorHtml: string;
  errorBlocked: string;
  errorAlready: string;
  errorFailed: string;
};

type Props = {
  locale: Locale;
  albumId: number;
  maxLength: number;
  text: CommentFormText;
  onPosted: (result: PostCommentResult) => void;
};

/** The text checked as the server will (1–500 characters, no markup), so most mistakes show before sending. */
async function check(value: string, text: CommentFormText): Promise<string | null> {
  const { commentTextSchema } = await import('@/lib/contracts/social');
  const parsed = commentTextSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_small') return text.errorEmpty;
  if (issue?.code === 'too_big') return text.errorTooLong;
  return text.errorHtml;
}

/**
 * §7 postComment for a guest who may comment the album: the text is sent as written and shown as
 * text (React escapes it; markup is refused before and by the server). Errors show under the field.
 */
export function CommentForm({ locale, albumId, maxLength, text, onPosted }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = await check(value, text);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const { postComment } = await import('@/lib/queries/gallery');
      onPosted(await postComment(locale, albumId, value));
      setValue('');
    } catch (failure) {
      const { isApiError } = await import('@/lib/api/api-error');
      const code = isApiError(failure) ? failure.code : null;
      setError(code === 'COMMENTS_BLOCKED' ? text.errorBlocked : code === 'ALREADY_COMMENTED' ? text.errorAlready : text.errorFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-fg">
        {text.label}
      </label>
      <textarea
        id={fieldId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={maxLength}
        rows={3}
        aria-invalid={error !== null}
        aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
        className="w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted focus:border-accent"
      />
      <p id={`${fieldId}-hint`} className="text-xs text-muted">
        {text.hint}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-10 items-center rounded-full bg-accent px-5 text-sm font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60"
        >
          {busy ? text.posting : text.submit}
        </button>
      </div>
    </form>
  );
}
