// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagSuggestionForm, type TagSuggestionText } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/tag-suggestion-form';
import { guestStore } from '@/stores/guest';
import { PENDING_ACTION_KEY } from '@/lib/overlay/pending-action';
import { runPendingAction } from '@/lib/overlay/run-pending-action';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth() }));

const text: TagSuggestionText = {
  label: 'Tag',
  hint: '2 to 40 characters.',
  submit: 'Suggest tag',
  sending: 'Sending…',
  thanks: 'Danke! „{tag}“ ist angekommen.',
  another: 'Suggest another tag',
  errors: { short: 'Zu kurz.', long: 'Zu lang.', chars: 'Nur Buchstaben.', notFound: 'Album weg.', session: 'Bitte neu anmelden.', failed: 'Fehlgeschlagen.' },
};

const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });

function server(answer: () => Response) {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function suggest(tag: string) {
  render(<TagSuggestionForm locale="de" albumId={55} maxLength={40} text={text} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Tag' }), { target: { value: tag } });
  fireEvent.click(screen.getByRole('button', { name: 'Suggest tag' }));
}

afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('§7 "tag suggestion for an album {tagIds, albumId}" on the album page', () => {
  it('a tag the server would refuse shows the guest\'s own words at once and sends nothing', async () => {
    logIn();
    const fetchMock = server(() => Response.json({ success: true }));
    suggest('<b>');
    expect((await screen.findByRole('alert')).textContent).toBe('Nur Buchstaben.');
    expect(screen.getByRole('textbox', { name: 'Tag' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a guest\'s tag is sent normalized with the token, then the thank-you replaces the form', async () => {
    logIn();
    const fetchMock = server(() => Response.json({ success: true }));
    suggest('  rotes   Sofa ');
    expect((await screen.findByRole('status')).textContent).toBe('Danke! „rotes Sofa“ ist angekommen.');
    expect(screen.queryByRole('textbox')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/rest\/v1\/gallery\/suggestTag\?language=de/);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
    expect(JSON.parse(String(init?.body))).toEqual({ albumId: 55, tag: 'rotes Sofa' });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest another tag' }));
    expect((screen.getByRole('textbox', { name: 'Tag' }) as HTMLInputElement).value).toBe('');
  });

  it('the server\'s refusal is shown in the guest\'s language, not the server\'s English message', async () => {
    logIn();
    server(() => Response.json({ success: false, error: { code: 'NOT_FOUND', message: 'No such album.' } }, { status: 404 }));
    suggest('Sofa');
    expect((await screen.findByRole('alert')).textContent).toBe('Album weg.');
    expect(screen.queryByText('No such album.')).toBeNull();
  });

  it('"Not logged in": the suggestion waits as the §3 pending action and is sent right after login', async () => {
    const fetchMock = server(() => Response.json({ success: true }));
    suggest('Strand');
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toEqual({ type: 'suggestTag', params: { targetId: 55, tag: 'Strand' } });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => logIn());
    act(() => runPendingAction(vi.fn()));
    expect((await screen.findByRole('status')).textContent).toBe('Danke! „Strand“ ist angekommen.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps what the guest typed into the server\'s field while the form\'s chunk loaded', () => {
    const serverField = Object.assign(document.createElement('input'), { id: 'tag-suggestion-field', value: 'sun' });
    document.body.append(serverField);
    render(<TagSuggestionForm locale="de" albumId={55} maxLength={40} text={text} />);
    serverField.remove();
    expect((screen.getByRole('textbox', { name: 'Tag' }) as HTMLInputElement).value).toBe('sun');
  });
});
