// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationNotice, type EmailVerificationNoticeText } from '@/components/personal/email-verification-notice';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { type GuestEventPage, reactToGuestEvents } from '@/lib/guest/session-reactions';
import { realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeSession } from '@/lib/realtime/session';
import { guestSessionStore } from '@/stores/guest-session';

vi.mock('@/lib/guest/guest-auth', () => ({ logOut: vi.fn(async () => {}) }));

const text: EmailVerificationNoticeText = {
  notice: 'Your email address is not confirmed yet.',
  noticeLead: 'Open the link in the mail we sent to {email}.',
  resend: 'Send the confirmation mail again',
  sent: 'The mail is on its way.',
  sendFailed: 'The mail could not be requested.',
};

const session = (isEmailVerified: boolean) =>
  ({ id: 10001, email: 'Demo@Example.com', isEmailVerified, isPremium: false, isVXTVAboSubscriber: false }) as GuestSession;

/** The page's one session: `send` records, `on` lets the test play the server's events. */
function fakeRealtime() {
  const sent: unknown[] = [];
  const handlers = new Map<string, (message: unknown) => void>();
  const realtime = {
    send: (message: unknown) => (sent.push(message), true),
    on: (type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type)),
  };
  realtimeSessionStore.getState().actions.sessionOpened(realtime as unknown as RealtimeSession);
  return { realtime, sent, emit: (message: { type: string }) => handlers.get(message.type)?.(message) };
}
const where = (pathname: string, platform: GuestEventPage['platform']): GuestEventPage => ({ pathname, platform, whenNoFlow: (run) => run() });

afterEach(() => {
  cleanup();
  realtimeSessionStore.getState().actions.sessionClosed();
  guestSessionStore.getState().actions.sessionEnded();
});

describe('the personal area notice for an unconfirmed address (§7 sendSignupEmail)', () => {
  it('shows nothing before the session is known or once the address is confirmed', () => {
    const { container } = render(<EmailVerificationNotice text={text} />);
    expect(container.innerHTML).toBe('');
    act(() => guestSessionStore.getState().actions.sessionLoaded(session(true)));
    expect(container.innerHTML).toBe('');
  });

  it('"Send the confirmation mail again" sends sendSignupEmail(email) with the account address and says it is sent', () => {
    const { sent } = fakeRealtime();
    guestSessionStore.getState().actions.sessionLoaded(session(false));
    render(<EmailVerificationNotice text={text} />);
    expect(screen.getByRole('heading', { name: text.notice })).toBeTruthy();
    expect(screen.getByText('Open the link in the mail we sent to Demo@Example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.resend }));
    expect(sent).toEqual([{ type: 'sendSignupEmail', email: 'Demo@Example.com' }]);
    expect(screen.getByRole('status').textContent).toBe(text.sent);
    expect((screen.getByRole('button', { name: text.resend }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a real-time session the page says the mail could not be requested', () => {
    guestSessionStore.getState().actions.sessionLoaded(session(false));
    render(<EmailVerificationNotice text={text} />);
    fireEvent.click(screen.getByRole('button', { name: text.resend }));
    expect(screen.getByRole('status').textContent).toBe(text.sendFailed);
  });

  it('§4 "Email verified: reloads the page except on the mobile platform or TV livestream pages": where it stays, the notice goes', () => {
    for (const [page, reloads] of [
      [where('/en/my-account/', 'desktop'), true],
      [where('/en/my-account/', 'mobile'), false],
      [where('/en/tv/livestream/', 'desktop'), false],
    ] as const) {
      const { realtime, emit } = fakeRealtime();
      guestSessionStore.getState().actions.sessionLoaded(session(false));
      const reload = vi.fn();
      const stop = reactToGuestEvents(realtime as unknown as RealtimeSession, reload, page);
      render(<EmailVerificationNotice text={text} />);
      act(() => emit({ type: 'emailVerified' }));
      expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
      // A reloading page reads the new session anyway; one that stays updates the store at once.
      expect(guestSessionStore.getState().session?.isEmailVerified).toBe(!reloads);
      expect(screen.queryByRole('heading', { name: text.notice }) === null).toBe(!reloads);
      stop();
      cleanup();
    }
  });
});
