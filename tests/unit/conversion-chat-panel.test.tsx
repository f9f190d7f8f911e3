// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversionChatPanel } from '@/components/conversion-chat/conversion-chat-panel';
import type { ConversionChatText } from '@/components/conversion-chat/conversion-chat-text';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { saveConsent } from '@/lib/consent/consent-client';
import { guestStore } from '@/stores/guest';
import { guestSessionStore } from '@/stores/guest-session';

const reloadGuestSession = vi.fn(async () => {});
vi.mock('@/lib/guest/guest-auth', () => ({ reloadGuestSession }));

const text: ConversionChatText = {
  offerTitle: '3 free minutes of live chat',
  offerBody: 'New here?',
  acceptWithin: 'Accept within {time}',
  accept: 'Accept',
  decline: 'No thanks',
  eligibleTitle: 'Your free live chat',
  eligibleBody: 'Pick a performer.',
  timeLeft: 'Time left: {time}',
  listLabel: 'Performers for your free chat',
  startFreeChat: 'Start free chat',
  startFreeChatWith: 'Start free chat with {name}',
  perMinute: 'then {price}/min',
  loading: 'Loading performers…',
  noActors: 'No performer is online.',
  loadFailed: 'Not loaded.',
  failed: 'That did not work.',
  close: 'Close',
  pillEligible: 'Free chat: {time}',
  pillCandidate: 'Free chat offer: {time}',
  profileHref: '/en/amateur/__slug__/?chat=live',
};

const now = () => Math.floor(Date.now() / 1000);
const withState = (conversionChat: GuestSession['conversionChat']) =>
  guestSessionStore.getState().actions.sessionLoaded({ id: 7, conversionChat, isPremium: false, isVXTVAboSubscriber: false } as GuestSession);
const luna = { id: 1000, name: 'LunaSky', slug: 'lunasky', avatar: { url: '/media/avatar/1-w320.webp', width: 320, height: 320 }, pricePerMinute: 149, currency: 'EUR' };

function stubFetch() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.pathname === '/rest/v1/actor/conversionChatActors') return Response.json({ success: true, data: { actors: [luna] } });
      return Response.json({ success: true });
    }),
  );
  return calls;
}

beforeEach(() => {
  guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
  // The guest answered the §3 consent banner ("necessary only").
  document.cookie = 'cc=f0a0; path=/';
});
afterEach(() => {
  cleanup();
  document.cookie = 'cc=; path=/; max-age=0';
  vi.unstubAllGlobals();
  reloadGuestSession.mockClear();
  sessionStorage.clear();
  guestSessionStore.getState().actions.sessionEnded();
  guestStore.getState().actions.guestLoggedOut();
});

describe('the conversion-chat box and its pill', () => {
  it('opens by itself for a candidate once per browser session, docked and without taking focus; then the pill reopens it', async () => {
    withState({ candidateEndsAt: now() + 48 * 3600 - 1, eligibleEndsAt: null });
    const first = render(<ConversionChatPanel locale="en" text={text} />);
    // Docked: a region of the page, not a dialog over it.
    const box = await screen.findByRole('region', { name: text.offerTitle }, { timeout: 5_000 });
    expect(box.getAttribute('data-box')).toBe('conversion-chat');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box.contains(document.activeElement)).toBe(false);
    expect(within(box).getByRole('timer').textContent).toMatch(/^Accept within 47:59:5\d$/);
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    // The next page of this browser session: no box by itself, the pill instead.
    render(<ConversionChatPanel locale="en" text={text} />);
    const pill = screen.getByTestId('conversion-chat-pill');
    expect(pill.textContent).toMatch(/^Free chat offer: 47:59:5\d$/);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(pill);
    expect(await screen.findByRole('dialog', { name: text.offerTitle })).toBeTruthy();
  });

  it('§3 the banner asks first: the offer opens by itself only once the consent banner was answered', async () => {
    document.cookie = 'cc=; path=/; max-age=0';
    withState({ candidateEndsAt: now() + 48 * 3600 - 1, eligibleEndsAt: null });
    render(<ConversionChatPanel locale="en" text={text} />);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('region', { name: text.offerTitle })).toBeNull();
    act(() => saveConsent({ functional: false, analytics: false }));
    expect(await screen.findByRole('region', { name: text.offerTitle })).toBeTruthy();
  });

  it('Accept posts {action: enable} and reads the session again; No thanks posts {action: disable}', async () => {
    const calls = stubFetch();
    withState({ candidateEndsAt: now() + 3600, eligibleEndsAt: null });
    render(<ConversionChatPanel locale="en" text={text} />);
    fireEvent.click(within(await screen.findByRole('region', {}, { timeout: 5_000 })).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reloadGuestSession).toHaveBeenCalledTimes(1));
    // The box opens as a modal once the accepted state has rendered (showModal in an effect).
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(reloadGuestSession).toHaveBeenCalledTimes(2));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/rest/v1/guest/conversionChat', { action: 'enable' }],
      ['POST', '/rest/v1/guest/conversionChat', { action: 'disable' }],
    ]);
  });

  it('eligible: the pill counts the 15 minutes down, the box lists the performers with "Start free chat" to her live chat', async () => {
    stubFetch();
    withState({ candidateEndsAt: null, eligibleEndsAt: now() + 15 * 60 });
    render(<ConversionChatPanel locale="en" text={text} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const pill = screen.getByTestId('conversion-chat-pill');
    expect(pill.textContent).toMatch(/^Free chat: (15:00|14:59)$/);
    fireEvent.click(pill);
    const box = await screen.findByRole('dialog', { name: text.eligibleTitle });
    const list = await within(box).findByRole('list', { name: text.listLabel }, { timeout: 5_000 });
    const link = within(list).getByRole('link', { name: 'Start free chat with LunaSky' });
    expect(link.getAttribute('href')).toBe('/en/amateur/lunasky/?chat=live');
    expect(within(list).getByText('then 1,49 €/min')).toBeTruthy();
  });

  it('shows nothing when neither a candidate nor eligible, and hides once the countdown has ended', async () => {
    vi.useFakeTimers();
    try {
      withState({ candidateEndsAt: null, eligibleEndsAt: null });
      const none = render(<ConversionChatPanel locale="en" text={text} />);
      expect(none.container.innerHTML).toBe('');
      none.unmount();
      withState({ candidateEndsAt: null, eligibleEndsAt: now() + 2 });
      render(<ConversionChatPanel locale="en" text={text} />);
      expect(screen.getByTestId('conversion-chat-pill')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(3_000);
      });
      expect(screen.queryByTestId('conversion-chat-pill')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
