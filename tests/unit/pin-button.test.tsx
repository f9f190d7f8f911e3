// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '@/components/actor/favorite-button';
import { PinButton } from '@/components/favorites/pin-button';
import { guestStore } from '@/stores/guest';
import { PENDING_ACTION_KEY } from '@/lib/overlay/pending-action';
import { realtimeSessionStore } from '@/stores/realtime-session';
import type { OutgoingMessage, ServerMessage, ServerMessageType } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth() }));

/** The page's WebSocket session as the heart uses it: send, and typed `on` the test can emit into. */
function fakeSession() {
  const handlers = new Map<ServerMessageType, Set<(message: ServerMessage) => void>>();
  const sent: OutgoingMessage[] = [];
  const session = {
    send: (message: OutgoingMessage) => (sent.push(message), true),
    on: (type: ServerMessageType, handler: (message: ServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
  };
  realtimeSessionStore.getState().actions.sessionOpened(session as unknown as RealtimeSession);
  const emit = (message: ServerMessage) => act(() => handlers.get(message.type)?.forEach((handler) => handler(message)));
  return { sent, emit };
}

let guestId = 500;
function logIn(pinnedIds: Record<string, number[]>) {
  guestId += 1;
  guestStore.getState().actions.guestLoggedIn({ guestId, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const subject = new URL(String(input)).searchParams.get('subject') ?? '';
    return Response.json({ success: true, data: { ids: pinnedIds[subject] ?? [] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const text = { add: 'Add this album to your favourites', remove: 'Remove this album from your favourites', label: 'Favourite' };

afterEach(() => {
  cleanup();
  realtimeSessionStore.getState().actions.sessionClosed();
  guestStore.getState().actions.guestLoggedOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('one login check for a click (pin, buy, rate)', () => {
  it('a click while the login is still pending waits for it: a guest\'s click is sent, no login door opens', async () => {
    const { sent } = fakeSession();
    guestStore.getState().actions.guestRestoring();
    render(<PinButton subject="album" targetId={12} locale="en" text={text} />);
    fireEvent.click(screen.getByRole('button', { name: text.add }));
    act(() => logIn({}) && undefined);
    await waitFor(() => expect(sent).toEqual([{ type: 'favoritePinAlbum', albumId: 12 }]));
    expect(openAuth).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });
});

describe('the one pin button for actor, album, picture and sedcards (§7 favourite pin and unpin)', () => {
  it('"Not logged in": a visitor\'s click is kept as the §3 favoritePin action, then the login door opens', async () => {
    const { sent } = fakeSession();
    const beforeLogin = vi.fn();
    render(<PinButton subject="album" targetId={9} locale="en" text={text} beforeLogin={beforeLogin} />);
    fireEvent.click(screen.getByRole('button', { name: text.add }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toEqual({ type: 'favoritePin', params: { subject: 'album', targetId: 9 } });
    expect(beforeLogin).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('a guest\'s pinned ids mark the heart; a click sends the unpin and the §4 event sets the flag', async () => {
    const fetchMock = logIn({ album: [9] });
    const { sent, emit } = fakeSession();
    render(<PinButton subject="album" targetId={9} locale="en" text={text} />);
    const heart = await screen.findByRole('button', { name: text.remove });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/rest\/v1\/guest\/favorite\/ids\?subject=album/);

    fireEvent.click(heart);
    await waitFor(() => expect(sent).toEqual([{ type: 'favoriteUnpinAlbum', albumId: 9 }]));
    expect((heart as HTMLButtonElement).disabled).toBe(true);
    emit({ type: 'unpinAlbum', albumId: 9 });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe(text.add);
    expect((heart as HTMLButtonElement).disabled).toBe(false);
  });

  it('an event from another session toggles every heart of that subject and id, and only those', async () => {
    logIn({});
    const { emit } = fakeSession();
    render(
      <>
        <PinButton subject="picture" targetId={3} locale="en" text={{ add: 'pin 3', remove: 'unpin 3' }} look="icon" />
        <PinButton subject="sedcards" targetId={3} locale="en" text={{ add: 'pin sedcards 3', remove: 'unpin sedcards 3' }} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'pin 3' })).toBeTruthy());
    emit({ type: 'pinPicture', pictureId: 3 });
    expect(screen.getByRole('button', { name: 'unpin 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'pin sedcards 3' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a refused command (the server\'s error event) frees the heart again', async () => {
    logIn({});
    const { sent, emit } = fakeSession();
    render(<PinButton subject="sedcards" targetId={4} locale="en" text={{ add: 'pin', remove: 'unpin' }} />);
    const heart = screen.getByRole('button', { name: 'pin' });
    fireEvent.click(heart);
    await waitFor(() => expect(sent).toEqual([{ type: 'favoritePinSedcards', actorId: 4 }]));
    expect((heart as HTMLButtonElement).disabled).toBe(true);
    emit({ type: 'error', code: 'NOT_FOUND', message: 'No sedcards with id 4.' });
    expect((heart as HTMLButtonElement).disabled).toBe(false);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('the performer\'s heart keeps its words and subject (FavoriteButton is the pin button for actor)', async () => {
    logIn({ actor: [21] });
    const { sent } = fakeSession();
    render(<FavoriteButton actorId={21} locale="en" text={{ add: 'Add Luna to favourites', remove: 'Remove Luna from favourites', label: 'Favourite' }} />);
    const heart = await screen.findByRole('button', { name: 'Remove Luna from favourites' });
    expect(heart.textContent).toContain('Favourite');
    fireEvent.click(heart);
    await waitFor(() => expect(sent).toEqual([{ type: 'favoriteUnpinActor', actorId: 21 }]));
  });
});
