import { useSyncExternalStore } from 'react';
import { provideAccessToken } from '@/lib/api/access-token';

/**
 * The page's guest: who is logged in, with the short-lived access token for REST,
 * GraphQL and the WebSocket. Guest pages are cached and shared, so the server always renders the
 * anonymous header; the browser fills the guest in (lib/guest/guest-auth.ts) and every subscriber
 * (header, WebSocket session, favourite buttons) follows a login or logout without a reload.
 *
 * No zod and no REST client here: the header imports this on every page (first-load JavaScript budget).
 */
export type LoggedInGuest = { status: 'guest'; guestId: number; screenName: string; accessToken: string; /** epoch s */ expiresAt: number };
export type GuestState = { status: 'anonymous' } | { status: 'pending' } | LoggedInGuest;

/** `li`: set next to the HttpOnly session cookie (lib/server/http/hint-cookies.ts). */
export const LOGGED_IN_HINT = /(?:^|;\s*)li=1(?:;|$)/;

const ANONYMOUS: GuestState = { status: 'anonymous' };
let state: GuestState | null = null;
const listeners = new Set<() => void>();

function initial(): GuestState {
  return typeof document !== 'undefined' && LOGGED_IN_HINT.test(document.cookie) ? { status: 'pending' } : ANONYMOUS;
}

export function getGuestState(): GuestState {
  state ??= initial();
  return state;
}

export function setGuestState(next: GuestState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeGuest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The guest as components see it; the server (and hydration) sees an anonymous visitor. */
export function useGuest(): GuestState {
  return useSyncExternalStore(subscribeGuest, getGuestState, () => ANONYMOUS);
}

/**
 * The guest once known: a page opened with the login cookie is 'pending' until its token is
 * exchanged, and a click in that moment must not be taken for a visitor's (no login overlay for a
 * guest who is logged in).
 */
export function settledGuestState(): Promise<GuestState> {
  const now = getGuestState();
  if (now.status !== 'pending') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = subscribeGuest(() => {
      const next = getGuestState();
      if (next.status === 'pending') return;
      stop();
      resolve(next);
    });
  });
}

// The page's REST and GraphQL calls carry the logged-in guest's token (lib/api/access-token.ts).
provideAccessToken(() => {
  const current = getGuestState();
  return current.status === 'guest' ? current.accessToken : null;
});

export function isLoggedIn(guest: GuestState): guest is LoggedInGuest {
  return guest.status === 'guest';
}
