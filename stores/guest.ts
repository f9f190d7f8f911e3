import { useDeferredValue } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { provideAccessToken } from '@/lib/api/access-token';
import { resetQueryCache } from '@/lib/queries/cache-reset';

/**
 * The page's guest: who is logged in, with the short-lived access token for REST, GraphQL and the
 * WebSocket. The one source of the guest's identity; what the guest has and may (balance, §6
 * roles, avs) is the §3 session in stores/guest-session.ts. Guest pages are cached and shared, so
 * the server always renders the anonymous header; the browser fills the guest in
 * (lib/guest/guest-auth.ts) and every subscriber (header, WebSocket session, favourite buttons)
 * follows a login or logout without a reload.
 *
 * No zod and no REST client here: the header imports this on every page (first-load JavaScript budget).
 */
export type LoggedInGuest = { status: 'guest'; guestId: number; screenName: string; accessToken: string; /** epoch s */ expiresAt: number };
export type GuestState = { status: 'anonymous' } | { status: 'pending' } | LoggedInGuest;

/** `li`: set next to the HttpOnly session cookie (lib/server/http/hint-cookies.ts). */
export const LOGGED_IN_HINT = /(?:^|;\s*)li=1(?:;|$)/;

type GuestStoreState = {
  guest: GuestState;
  actions: {
    /** A login, or a fresh token of the same guest (restored on page load, refreshed before expiry). */
    guestLoggedIn: (guest: Omit<LoggedInGuest, 'status'>) => void;
    /** A logout, or a login hint whose session is gone. */
    guestLoggedOut: () => void;
    /** The page opened with the login hint: the token is on its way. */
    guestRestoring: () => void;
  };
};

const ANONYMOUS: GuestState = { status: 'anonymous' };

/**
 * The initial state is the anonymous visitor: zustand's server snapshot (getInitialState) is what
 * the server and hydration render. A browser with the login hint turns 'pending' right after.
 */
export const guestStore = createStore<GuestStoreState>()((set) => ({
  guest: ANONYMOUS,
  actions: {
    guestLoggedIn: (guest) => set({ guest: { status: 'guest', ...guest } }),
    guestLoggedOut: () => set({ guest: ANONYMOUS }),
    guestRestoring: () => set({ guest: { status: 'pending' } }),
  },
}));

if (typeof document !== 'undefined' && LOGGED_IN_HINT.test(document.cookie)) guestStore.getState().actions.guestRestoring();

export function getGuestState(): GuestState {
  return guestStore.getState().guest;
}

export function isLoggedIn(guest: GuestState): guest is LoggedInGuest {
  return guest.status === 'guest';
}

/**
 * The guest as components see it; the server (and hydration) sees an anonymous visitor. Deferred
 * like the session (stores/guest-session.ts): the login restored after hydration re-renders the
 * header and mounts the guest's islands as a transition, in short tasks instead of one long one.
 */
export const useGuest = (): GuestState => useDeferredValue(useStore(guestStore, (state) => state.guest));

export const useGuestActions = () => useStore(guestStore, (state) => state.actions);

/**
 * The guest once known: a page opened with the login cookie is 'pending' until its token is
 * exchanged, and a click in that moment must not be taken for a visitor's (no login overlay for a
 * guest who is logged in).
 */
export function settledGuestState(): Promise<GuestState> {
  const now = getGuestState();
  if (now.status !== 'pending') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = guestStore.subscribe(({ guest }) => {
      if (guest.status === 'pending') return;
      stop();
      resolve(guest);
    });
  });
}

const guestIdOf = (guest: GuestState) => (guest.status === 'guest' ? guest.guestId : null);

/**
 * Runs `listener` when the page's guest becomes another one: a login, a logout, another guest.
 * A refreshed token of the same guest is no change, nor is a login hint that came to nothing.
 */
export function onGuestChanged(listener: () => void): () => void {
  return guestStore.subscribe(({ guest }, { guest: before }) => {
    if (guestIdOf(guest) !== guestIdOf(before)) listener();
  });
}

// The page's query cache holds one guest's answers (its keys carry no guest id): emptied before
// React renders for the new guest.
onGuestChanged(resetQueryCache);

// The page's REST and GraphQL calls carry the logged-in guest's token (lib/api/access-token.ts).
provideAccessToken(() => {
  const current = getGuestState();
  return current.status === 'guest' ? current.accessToken : null;
});
