// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProtectionNotice, type DataProtectionText } from '@/components/legal/data-protection-notice';
import { guestStore } from '@/stores/guest';
import { realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeSession } from '@/lib/realtime/session';

const text: DataProtectionText = {
  title: 'We have updated our terms and privacy policy',
  body: 'Please read the changes.',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  accept: 'Accept',
  later: 'Later',
  failed: 'That did not work.',
};

/** The page's session as the notice uses it: `on` only; the test plays the server's events. */
function fakeSession() {
  const handlers = new Map<string, (message: unknown) => void>();
  const session = { on: (type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type)) };
  realtimeSessionStore.getState().actions.sessionOpened(session as unknown as RealtimeSession);
  return { emit: (message: { type: string } & Record<string, unknown>) => act(() => handlers.get(message.type)?.(message)) };
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  guestStore.getState().actions.guestLoggedIn({ guestId: 10001, screenName: 'Anna', accessToken: 'token-abc', expiresAt: 2_000_000_000 });
});
afterEach(() => {
  cleanup();
  realtimeSessionStore.getState().actions.sessionClosed();
  vi.unstubAllGlobals();
});

const notice = () => <DataProtectionNotice locale="en" text={text} termsHref="/en/terms-of-service/" privacyHref="/en/data-protection/" />;

describe('§7 dataProtection(showDataProtection) and closeAgbAndDataProtection {accepted}', () => {
  it('shows nothing until the server says so, then asks; Accept posts accepted:true with the token and closes it', async () => {
    const session = fakeSession();
    render(notice());
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
    session.emit({ type: 'dataProtection', showDataProtection: true });
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/en/data-protection/');

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: { showDataProtection: false } }), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.title })).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.pathname).toBe('/rest/v1/guest/closeAgbAndDataProtection');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ accepted: true }));
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-abc');
  });

  it('"Later" posts closeDataProtection with accepted:false and hides it for this page', async () => {
    const session = fakeSession();
    render(notice());
    session.emit({ type: 'dataProtection', showDataProtection: true });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: { showDataProtection: true } }), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.title })).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.pathname).toBe('/rest/v1/guest/closeDataProtection');
    expect(init.body).toBe(JSON.stringify({ accepted: false }));
  });

  it('a failed call keeps the notice and says so', async () => {
    const session = fakeSession();
    render(notice());
    session.emit({ type: 'dataProtection', showDataProtection: true });
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
  });

  it('an anonymous visitor never sees it', () => {
    guestStore.getState().actions.guestLoggedOut();
    const session = fakeSession();
    render(notice());
    session.emit({ type: 'dataProtection', showDataProtection: true });
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });
});
