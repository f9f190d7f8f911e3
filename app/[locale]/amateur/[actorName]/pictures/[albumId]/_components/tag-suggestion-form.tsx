'use client';

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import { overlayController } from '@/lib/overlay/overlay-loader';
import type { TagProblem } from './tag-check';

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

type Props = { locale: Locale; albumId: number; maxLength: number; text: TagSuggestionText };
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'thanks'; tag: string };

/**
 * §7 tag suggestion for an album {albumId, tag}: checked as the server checks it, then sent; a
 * thank-you replaces the form. A visitor logs in first: the suggestion is kept as the §3 pending
 * action and sent right after login. The zod check and the REST call load on submit.
 */
export function TagSuggestionForm({ locale, albumId, maxLength, text }: Props) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<TagProblem | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  const send = useCallback(
    async (tag: string) => {
      setStatus({ kind: 'sending' });
      setProblem(null);
      const { sendTagSuggestion } = await import('./tag-check');
      const refused = await sendTagSuggestion({ language: locale }, albumId, tag);
      setProblem(refused);
      setStatus(refused ? { kind: 'idle' } : { kind: 'thanks', tag });
    },
    [locale, albumId],
  );

  // §3 onLoginAction: the suggestion a visitor made is sent once they are logged in.
  useEffect(() => {
    const onPendingAction = (event: Event) => {
      const action = (event as PendingActionEvent).detail;
      const guest = getGuestState();
      if (action.type !== 'suggestTag' || action.params.targetId !== albumId || !isLoggedIn(guest)) return;
      setValue(action.params.tag);
      void send(action.params.tag);
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, [albumId, send]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const { checkTag } = await import('./tag-check');
    const checked = checkTag(value);
    if ('problem' in checked) return setProblem(checked.problem);
    const guest = getGuestState();
    if (isLoggedIn(guest)) return send(checked.tag);
    setProblem(null);
    const { savePendingAction } = await import('@/lib/overlay/pending-action');
    savePendingAction({ type: 'suggestTag', params: { targetId: albumId, tag: checked.tag } });
    await (await overlayController()).openAuth();
  };

  if (status.kind === 'thanks') {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-semibold text-accent">
          {fill(text.thanks, { tag: status.tag })}
        </p>
        <button
          type="button"
          onClick={() => {
            setValue('');
            setStatus({ kind: 'idle' });
            requestAnimationFrame(() => field.current?.focus());
          }}
          className="text-sm font-semibold text-accent hover:underline"
        >
          {text.another}
        </button>
      </div>
    );
  }

  const error = problem ? text.errors[problem] : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid max-w-md gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-fg">
        {text.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={fieldId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={maxLength}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-fg focus:border-accent"
        />
        <button
          type="submit"
          disabled={status.kind === 'sending'}
          className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60"
        >
          {status.kind === 'sending' ? text.sending : text.submit}
        </button>
      </div>
      <p id={`${fieldId}-hint`} className="text-xs text-muted">
        {text.hint}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
    </form>
  );
}
