'use client';

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import { overlayController } from '@/lib/overlay/overlay-loader';
import type { TagProblem } from './tag-check';
import { TAG_FIELD_ID, TagSuggestionFields, type TagSuggestionText } from './tag-suggestion-fields';

export type { TagSuggestionText } from './tag-suggestion-fields';

type Props = { locale: Locale; albumId: number; maxLength: number; text: TagSuggestionText };
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'thanks'; tag: string };

/**
 * §7 tag suggestion for an album {albumId, tag}: checked as the server checks it, then sent; a
 * thank-you replaces the form. A visitor logs in first: the suggestion is kept as the §3 pending
 * action and sent right after login. The zod check and the REST call load on submit.
 */
export function TagSuggestionForm({ locale, albumId, maxLength, text }: Props) {
  // What the guest typed into the server's field while this chunk loaded (that field is still in the document now).
  const [value, setValue] = useState(() =>
    typeof document === 'undefined' ? '' : (document.querySelector<HTMLInputElement>(`#${TAG_FIELD_ID}`)?.value ?? ''),
  );
  const [problem, setProblem] = useState<TagProblem | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);

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

  return (
    <TagSuggestionFields
      text={text}
      maxLength={maxLength}
      value={value}
      onValue={setValue}
      onSubmit={(event) => void submit(event)}
      error={problem ? text.errors[problem] : null}
      sending={status.kind === 'sending'}
      fieldRef={field}
    />
  );
}
