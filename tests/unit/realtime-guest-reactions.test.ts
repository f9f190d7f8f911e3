import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { OWN_LOGOUT_ECHO_MS, ownLogoutStarted } from '@/lib/guest/own-logout';
import { type GuestEventPage, reactToGuestEvents } from '@/lib/guest/session-reactions';
import { sessionNoticeStore } from '@/stores/session-notice';
import { guestSessionStore } from '@/stores/guest-session';

const logOut = vi.fn(async () => {});
vi.mock('@/lib/guest/guest-auth', () => ({ logOut }));

function fakeSession() {
  const handlers = new Map<string, (message: unknown) => void>();
  const on = (type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type));
  return { source: { on } as never, emit: (message: { type: string } & Record<string, unknown>) => handlers.get(message.type)?.(message) };
}

/** A page whose payment flow is open until `closeFlow()`. */
function page(pathname: string, platform: 'desktop' | 'mobile' = 'desktop') {
  let flowOpen = false;
  let waiting: (() => void)[] = [];
  const value: GuestEventPage = { pathname, platform, whenNoFlow: (run) => (flowOpen ? waiting.push(run) : run()) };
  return {
    value,
    openFlow: () => (flowOpen = true),
    closeFlow: () => {
      flowOpen = false;
      for (const run of waiting) run();
      waiting = [];
    },
  };
}

afterEach(() => {
  guestSessionStore.getState().actions.sessionEnded();
  sessionNoticeStore.getState().actions.noticeDismissed();
  logOut.mockClear();
});

describe('§4 guest events', () => {
  it('"Email verified: reloads the page except on the mobile platform or TV livestream pages"', () => {
    for (const [where, reloads] of [
      [page('/de/'), 1],
      [page('/de/', 'mobile'), 0],
      [page('/en/tv/livestream/'), 0],
    ] as const) {
      const { source, emit } = fakeSession();
      const reload = vi.fn();
      reactToGuestEvents(source, reload, where.value);
      emit({ type: 'emailVerified' });
      expect(reload).toHaveBeenCalledTimes(reloads);
    }
  });

  it('"Session expired … unless a payment flow awaits feedback": logs out with its own notice once the flow closes', async () => {
    const { source, emit } = fakeSession();
    const where = page('/en/');
    where.openFlow();
    reactToGuestEvents(source, vi.fn(), where.value);
    emit({ type: 'sessionExpired' });
    expect(sessionNoticeStore.getState().notice).toBeNull();
    expect(logOut).not.toHaveBeenCalled();
    where.closeFlow();
    expect(sessionNoticeStore.getState().notice).toBe('sessionExpired');
    await vi.waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
  });

  it('the echo of the page\'s own logout (the server tells every socket of the guest) shows no "session expired"', () => {
    const { source, emit } = fakeSession();
    reactToGuestEvents(source, vi.fn(), page('/en/').value);
    ownLogoutStarted(Date.now() - 2_000);
    emit({ type: 'sessionExpired' });
    expect(sessionNoticeStore.getState().notice).toBeNull();
    expect(logOut).not.toHaveBeenCalled();
    ownLogoutStarted(Date.now() - OWN_LOGOUT_ECHO_MS - 1);
    emit({ type: 'sessionExpired' });
    expect(sessionNoticeStore.getState().notice).toBe('sessionExpired');
  });

  it('§7 loyaltyPointsChanged(points) sets the session’s loyaltyPoints', () => {
    const { source, emit } = fakeSession();
    reactToGuestEvents(source, vi.fn(), page('/en/').value);
    guestSessionStore.getState().actions.sessionLoaded({ loyaltyPoints: 3 } as GuestSession);
    emit({ type: 'loyaltyPointsChanged', points: 120 });
    expect(guestSessionStore.getState().session?.loyaltyPoints).toBe(120);
  });
});
