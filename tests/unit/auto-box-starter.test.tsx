// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoBoxStarter } from '@/components/event-boxes/auto-box-starter';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { guestStore } from '@/stores/guest';
import { guestSessionStore } from '@/stores/guest-session';

const startAutoBox = vi.fn<(input: unknown) => Promise<void>>(async () => {});
vi.mock('@/components/event-boxes/start-auto-box', () => ({ startAutoBox: (input: unknown) => startAutoBox(input) }));
vi.mock('next/navigation', () => ({ usePathname: () => '/en/' }));

const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
const sessionArrives = (roles: Partial<GuestSession>) => guestSessionStore.getState().actions.sessionLoaded({ id: 7, isVip: false, isPayingCustomer: false, isPremium: false, isVXTVAboSubscriber: false, ...roles } as GuestSession);

afterEach(() => {
  cleanup();
  act(() => {
    guestSessionStore.getState().actions.sessionEnded();
    guestStore.getState().actions.guestLoggedOut();
  });
  vi.clearAllMocks();
});

describe('§2 the auto box starter', () => {
  it('starts for a guest logged in when the page loaded, once her session (her roles) is there', async () => {
    act(() => guestStore.getState().actions.guestRestoring());
    render(<AutoBoxStarter locale="en" />);
    act(logIn);
    expect(startAutoBox).not.toHaveBeenCalled();
    act(() => sessionArrives({ isPayingCustomer: true }));
    await waitFor(() => expect(startAutoBox).toHaveBeenCalledTimes(1));
    expect(startAutoBox).toHaveBeenCalledWith({ locale: 'en', qmday: null, guestId: 7, roles: { isVip: false, isPayingCustomer: true } });
  });

  it('leaves the page on which a visitor signs up or logs in to that flow', async () => {
    render(<AutoBoxStarter locale="en" />);
    act(() => {
      logIn();
      sessionArrives({});
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startAutoBox).not.toHaveBeenCalled();
  });
});
