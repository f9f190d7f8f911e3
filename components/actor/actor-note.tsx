'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { getGuestState, isLoggedIn, useGuest } from '@/stores/guest';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import type { NoteFailure } from './actor-note-api';
import { ActorNoteHint, noteBox } from './actor-note-hint';

/** Messages `ActorNote`, translated on the server; {count} and {max} left in for the counter. */
export type ActorNoteText = Record<NoteFailure | 'heading' | 'privacy' | 'label' | 'placeholder' | 'counter' | 'save' | 'saving' | 'saved' | 'deleted' | 'loading' | 'loadFailed' | 'loginHint' | 'login', string>;

export type ActorNoteProps = { actorId: number; locale: Locale; /** The server's limit (storeActorNote). */ maxLength: number; text: ActorNoteText };

/** What the guest typed; per guest, so a logout or another login drops it. */
type Draft = { guestId: number; text: string };
type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; reason: NoteFailure };

const api = () => import('./actor-note-api');
const button = 'inline-flex min-h-10 items-center rounded-full bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-50';

/**
 * §3 notes on performers: the guest's private note (§7 getActorNoteById / storeActorNote; only its
 * author reads it, the server decides). The profile is cached for everyone, so the note loads
 * after hydration, for a logged-in guest only; a visitor gets the hint and a login that keeps the
 * wish (§3 onLoginAction "load note") and focuses the box afterwards.
 */
export function ActorNote({ actorId, locale, maxLength, text }: ActorNoteProps) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  // The note as the server has it (§7 getActorNoteById), kept current by a save (actor-note-api.ts).
  const own = useLazyQuery(
    guestId === null ? null : () => import('@/lib/queries/social').then((social) => social.actorNoteOptions(locale, actorId)),
    [locale, actorId, guestId],
  );
  const stored = own.status === 'success' && own.data !== undefined ? own.data : null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLTextAreaElement>(null);
  /** A "load note" after login may arrive while the note still loads (the field is disabled then). */
  const wantsFocus = useRef(false);
  const id = useId();

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

  const loaded = stored !== null;
  useEffect(() => {
    if (!loaded || !wantsFocus.current) return;
    wantsFocus.current = false;
    field.current?.focus();
  }, [loaded]);

  if (guest.status === 'pending') return null;
  if (guestId === null) return <ActorNoteHint className={noteBox} text={text} onLogIn={() => void logInForNote(actorId)} />;

  const loadFailed = own.status === 'error';
  // A later answer (the cache updated by a save) keeps a draft the guest is still writing.
  const written = draft !== null && draft.guestId === guestId && draft.text !== stored ? draft.text : (stored ?? '');
  const changed = stored !== null && written.trim() !== stored;
  const saving = status.kind === 'saving';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const now = getGuestState();
    if (stored === null || !isLoggedIn(now)) return setStatus({ kind: 'failed', reason: 'session' });
    setStatus({ kind: 'saving' });
    const { storeNote, noteFailure } = await api();
    try {
      // The answer (trimmed; '' deleted it) lands in the note's query, and the field shows it.
      await storeNote(locale, actorId, written);
      setDraft(null);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', reason: noteFailure(error) });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={noteBox} data-testid="actor-note">
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
          value={written}
          maxLength={maxLength}
          rows={4}
          disabled={!loaded}
          aria-busy={!loaded && !loadFailed}
          aria-describedby={`${id}-count`}
          placeholder={loaded ? text.placeholder : loadFailed ? '' : text.loading}
          onChange={(event) => {
            if (loaded) setDraft({ guestId, text: event.currentTarget.value });
            if (status.kind !== 'saving') setStatus({ kind: 'idle' });
          }}
          className="min-h-24 w-full resize-y rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg focus:border-accent focus:outline-none disabled:opacity-60"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id={`${id}-count`} className="text-xs tabular-nums text-muted">
            {fill(text.counter, { count: written.length, max: maxLength })}
          </span>
          <span className="flex items-center gap-3">
            <span role="status" className="text-sm text-muted">
              {status.kind === 'saved' ? (stored === '' ? text.deleted : text.saved) : saving ? text.saving : ''}
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

/** The visitor's login from the hint, keeping the wish to write a note (§3 onLoginAction "load note"). */
async function logInForNote(actorId: number): Promise<void> {
  const { rememberNoteAfterLogin } = await import('./actor-note-api');
  rememberNoteAfterLogin(actorId);
  await (await overlayController()).openAuth({ view: 'login', force: true });
}
