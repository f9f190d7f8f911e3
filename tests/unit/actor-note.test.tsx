// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActorNote, type ActorNoteText } from '@/components/actor/actor-note';
import { guestStore } from '@/stores/guest';
import { takePendingAction } from '@/lib/overlay/pending-action';
import { PENDING_ACTION_EVENT } from '@/lib/overlay/pending-action-event';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth() }));

const text: ActorNoteText = {
  heading: 'Your private note',
  privacy: 'Only you can see this note.',
  label: 'Note on Mia',
  placeholder: 'What you want to remember',
  counter: '{count} of {max} characters',
  save: 'Save note',
  saving: 'Saving…',
  saved: 'Note saved',
  deleted: 'Note deleted',
  loading: 'Loading your note…',
  tooLong: 'A note can have at most {max} characters.',
  session: 'Your session has ended.',
  failed: 'The note could not be saved.',
  loadFailed: 'Your note could not be loaded.',
  loginHint: 'Log in to keep private notes on Mia.',
  login: 'Log in',
};

const note = (comment: string) => ({ success: true, data: { actorId: 12, comment, updatedAt: comment ? '2026-01-01T00:00:00.000Z' : null } });
const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });

/** A fake server for getActorNoteById and storeActorNote; `store` answers the save. */
function fakeServer(stored: string, store: (comment: string) => Response) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/rest/v1/actor/getActorNoteById/12')) return Response.json(note(stored));
      const body = JSON.parse(String(init?.body)) as { comment: string };
      saved.push(body);
      return store(body.comment);
    }),
  );
  return saved;
}

const renderNote = () => render(<ActorNote actorId={12} locale="en" maxLength={2000} text={text} />);

afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('§3 notes on performers: the private note box of the profile', () => {
  it('a visitor sees only the hint; "Log in" keeps the §3 onLoginAction "load note" and opens the login', async () => {
    const saved = fakeServer('', () => Response.json(note('')));
    renderNote();
    expect(screen.getByText('Log in to keep private notes on Mia.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(takePendingAction()).toEqual({ type: 'loadNote', params: { targetId: 12 } });
    expect(saved).toEqual([]);
  });

  it("a guest's note loads after hydration with the token, with the server's length limit on the field", async () => {
    logIn();
    fakeServer('Likes the blue room.', () => Response.json(note('')));
    renderNote();
    const field = screen.getByRole('textbox', { name: 'Note on Mia' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('Likes the blue room.'));
    expect(field.getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('20 of 2000 characters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saving sends {actorId, comment} and shows the saved state; an edit clears it', async () => {
    logIn();
    const saved = fakeServer('', (comment) => Response.json(note(comment.trim())));
    renderNote();
    const field = screen.getByRole('textbox', { name: 'Note on Mia' });
    await waitFor(() => expect((field as HTMLTextAreaElement).disabled).toBe(false));
    fireEvent.change(field, { target: { value: 'Ask about travel. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Note saved'));
    expect(saved).toEqual([{ actorId: 12, comment: 'Ask about travel. ' }]);
    expect((field as HTMLTextAreaElement).value).toBe('Ask about travel.');
    fireEvent.change(field, { target: { value: 'Ask about travel!' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("the server's refusals are told in the guest's words: too long (422), session ended (401)", async () => {
    logIn();
    const refuse = (status: number, code: string) => Response.json({ success: false, error: { code, message: 'No.' } }, { status });
    let answer = refuse(422, 'VALIDATION_FAILED');
    fakeServer('', () => answer);
    renderNote();
    const field = screen.getByRole('textbox', { name: 'Note on Mia' });
    await waitFor(() => expect((field as HTMLTextAreaElement).disabled).toBe(false));
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A note can have at most 2000 characters.'));
    answer = refuse(401, 'UNAUTHORIZED');
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your session has ended.'));
  });

  it('after the login, the §3 "load note" action focuses the box once the note has loaded', async () => {
    logIn();
    fakeServer('', () => Response.json(note('')));
    renderNote();
    window.dispatchEvent(new CustomEvent(PENDING_ACTION_EVENT, { detail: { type: 'loadNote', params: { targetId: 12 } } }));
    const field = screen.getByRole('textbox', { name: 'Note on Mia' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
