'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { getGuestState, isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import type { NoteFailure } from './actor-note-api';
import { ActorNoteHint } from './actor-note-hint';

/** Messages `ActorNote`, translated on the server; {count} and {max} left in for the counter. */
export type ActorNoteText = Record<NoteFailure | 'heading' | 'privacy' | 'label' | 'placeholder' | 'counter' | 'save' | 'saving' | 'saved' | 'deleted' | 'loading' | 'loadFailed' | 'loginHint' | 'login', string>;

type Props = { actorId: number; locale: Locale; /** The server's limit (storeActorNote). */ maxLength: number; text: ActorNoteText };

/** The note as the server has it, and the guest's draft; per guest, so a logout or another login drops it. */
type Note = { guestId: number; stored: string; draft: string };
type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; reason: NoteFailure };

const api = () => import('./actor-note-api');
const box = 'mt-8 rounded-tile bg-surface p-4 ring-1 ring-line';
const button = 'inline-flex min-h-10 items-center rounded-full bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-50';

/**
 * §3 notes on performers: the guest's private note (§7 getActorNoteById / storeActorNote; only its
 * author reads it, the server decides). The profile is cached for everyone, so the note loads
 * after hydration, for a logged-in guest only; a visitor gets the hint and a login that keeps the
 * wish (§3 onLoginAction "load note") and focuses the box afterwards.
 */
export function ActorNote({ actorId, locale, maxLength, text }: Props) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const [note, setNote] = useState<Note | null>(null);
  // Whose note failed to load: another guest (after a logout and a login) asks afresh.
  const [loadFailedFor, setLoadFailedFor] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLTextAreaElement>(null);
  /** A "load note" after login may arrive while the note still loads (the field is disabled then). */
  const wantsFocus = useRef(false);
  const id = useId();

  useEffect(() => {
    if (guestId === null) return;
    let live = true;
    api()
      .then(({ loadActorNote }) => {
        const now = getGuestState();
        if (!isLoggedIn(now)) throw new Error('logged out');
        return loadActorNote(locale, now.accessToken, actorId);
      })
      .then((stored) => live && setNote({ guestId, stored, draft: stored }))
      .catch(() => live && setLoadFailedFor(guestId));
    return () => {
      live = false;
    };
  }, [guestId, actorId, locale]);

  // The note a visitor asked for before logging in: the box is here, ready to write.
  useEffect(() => {
    const onPendingAction = (event: Event) => {
      const action = (event as PendingActionEvent).detail;
      if (action.type !== 'loadNote' || action.params.targetId !== actorId) return;
      field.current?.focus();
      wantsFocus.current = document.activeElement !== field.current;
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, [actorId]);

  const loaded = note !== null && note.guestId === guestId;
  useEffect(() => {
    if (!loaded || !wantsFocus.current) return;
    wantsFocus.current = false;
    field.current?.focus();
  }, [loaded]);

  if (guest.status === 'pending') return null;
  if (guestId === null) return <ActorNoteHint actorId={actorId} className={box} text={text} />;

  const current = note?.guestId === guestId ? note : null;
  const loadFailed = loadFailedFor === guestId;
  const draft = current?.draft ?? '';
  const changed = current !== null && draft.trim() !== current.stored;
  const saving = status.kind === 'saving';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const now = getGuestState();
    if (!current || !isLoggedIn(now)) return setStatus({ kind: 'failed', reason: 'session' });
    setStatus({ kind: 'saving' });
    const { saveActorNote, noteFailure } = await api();
    try {
      const stored = await saveActorNote(locale, now.accessToken, actorId, draft);
      setNote({ guestId: current.guestId, stored, draft: stored });
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', reason: noteFailure(error) });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={box} data-testid="actor-note">
      <h2 id={`${id}-heading`} className="text-xs font-semibold uppercase tracking-wider text-muted">
        {text.heading}
      </h2>
      <p className="mt-1 text-xs text-muted">{text.privacy}</p>
      <form onSubmit={(event) => void save(event)} className="mt-3 grid gap-2">
        <label htmlFor={`${id}-field`} className="text-sm font-medium">
          {text.label}
        </label>
        <textarea
          ref={field}
          id={`${id}-field`}
          value={draft}
          maxLength={maxLength}
          rows={4}
          disabled={!current}
          aria-busy={!current && !loadFailed}
          aria-describedby={`${id}-count`}
          placeholder={current ? text.placeholder : loadFailed ? '' : text.loading}
          onChange={(event) => {
            if (current) setNote({ ...current, draft: event.currentTarget.value });
            if (status.kind !== 'saving') setStatus({ kind: 'idle' });
          }}
          className="min-h-24 w-full resize-y rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg focus:border-accent focus:outline-none disabled:opacity-60"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id={`${id}-count`} className="text-xs tabular-nums text-muted">
            {fill(text.counter, { count: draft.length, max: maxLength })}
          </span>
          <span className="flex items-center gap-3">
            <span role="status" className="text-sm text-muted">
              {status.kind === 'saved' ? (current?.stored === '' ? text.deleted : text.saved) : saving ? text.saving : ''}
            </span>
            <button type="submit" disabled={!changed || saving} className={button}>
              {text.save}
            </button>
          </span>
        </div>
        {loadFailed || status.kind === 'failed' ? (
          <p role="alert" className="text-sm text-sale">
            {loadFailed ? text.loadFailed : status.kind === 'failed' ? fill(text[status.reason], { max: maxLength }) : null}
          </p>
        ) : null}
      </form>
    </section>
  );
}
