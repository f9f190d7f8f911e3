import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { SuccessResult } from '@/lib/overlay/message-schemas';
import { exchangeSessionCookie, fetchGuestSession, postLoginSuccess, postLogout } from '@/lib/queries/account';
import { getGuestState, guestStore, LOGGED_IN_HINT, type LoggedInGuest } from '@/stores/guest';
import { guestSessionStore } from '@/stores/guest-session';
import { currentRealtimeSession } from '@/stores/realtime-session';
import { balanceObserved } from './top-up-callback';
import { ownLogoutStarted } from './own-logout';

/** A new access token this long before the old one expires. */
const REFRESH_BEFORE_S = 60;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let loginInFlight: Promise<string | null> | null = null;

function pageLanguage(): Locale {
  const lang = document.documentElement.lang;
  return (['de', 'en', 'es', 'nl'] as const).find((locale) => locale === lang) ?? 'en';
}

function becomeGuest(guest: Omit<LoggedInGuest, 'status'>): void {
  // The WebSocket first: whatever runs on the state change may already send as the guest.
  currentRealtimeSession()?.setIdentity({ accessToken: guest.accessToken, guestId: guest.guestId });
  const before = getGuestState();
  guestStore.getState().actions.guestLoggedIn(guest);
  // The §3 session once per login; afterwards the WebSocket's events keep it current (§4).
  if (before.status !== 'guest' || before.guestId !== guest.guestId) {
    guestSessionStore.getState().actions.sessionEnded();
    void loadSession(guest.guestId, guest.accessToken);
  }
  if (refreshTimer) clearTimeout(refreshTimer);
  const inMs = Math.max(5, guest.expiresAt - Math.floor(Date.now() / 1000) - REFRESH_BEFORE_S) * 1000;
  refreshTimer = setTimeout(() => void restoreGuest(), inMs);
}

function becomeAnonymous(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
  // The hint would make the next page ask for a token again; the session behind it is gone.
  document.cookie = 'li=; Path=/; Max-Age=0; SameSite=Lax';
  currentRealtimeSession()?.setIdentity({ accessToken: null, guestId: null });
  guestSessionStore.getState().actions.sessionEnded();
  balanceObserved(null);
  guestStore.getState().actions.guestLoggedOut();
}

/** GET guest/session: the §3 session (balance, roles, avs, vouchers) into stores/guest-session.ts. */
async function loadSession(guestId: number, accessToken: string): Promise<void> {
  try {
    const data = await fetchGuestSession(pageLanguage(), accessToken);
    // A logout or another login while the answer was on its way: it belongs to nobody now.
    const now = getGuestState();
    if (now.status === 'guest' && now.guestId === guestId && data.id === guestId) {
      guestSessionStore.getState().actions.sessionLoaded(data);
      balanceObserved(data.balance);
    }
  } catch {
    // The header shows no balance and the roles stay those of a visitor until the next login or page.
  }
}

/**
 * The §3 session loaded again, for changes no event carries field by field: a bonus code adding
 * to boughtGifts (session-reactions.ts on bonusCodeRedeemed).
 */
export async function reloadGuestSession(): Promise<void> {
  const guest = getGuestState();
  if (guest.status === 'guest') await loadSession(guest.guestId, guest.accessToken);
}

/**
 * On page load (and before the token expires): a logged-in browser trades its HttpOnly session
 * cookie for a fresh access token (account/token). Without the `li` hint nobody is logged in and
 * no request is made.
 */
export async function restoreGuest(): Promise<void> {
  if (!LOGGED_IN_HINT.test(document.cookie)) {
    if (getGuestState().status !== 'anonymous') becomeAnonymous();
    return;
  }
  try {
    const data = await exchangeSessionCookie(pageLanguage());
    becomeGuest({ guestId: data.guestId, screenName: data.screenName, accessToken: data.accessToken, expiresAt: data.accessTokenExpiresAt });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) becomeAnonymous();
    else if (getGuestState().status === 'pending') guestStore.getState().actions.guestLoggedOut();
  }
}

/**
 * §7 login-success {result, targetUrl} → data.url: opens the app's session from the pay page's
 * one-time transfer token. Only one runs at a time (a second call gets the first one's answer);
 * on failure the page reloads, as §7 says. Returns the URL to go on to.
 */
export function completeLogin(result: SuccessResult & { transferToken: string }, targetUrl: string): Promise<string | null> {
  loginInFlight ??= (async () => {
    try {
      const data = await postLoginSuccess(pageLanguage(), result, targetUrl);
      becomeGuest({ guestId: data.guestId, screenName: data.screenName, accessToken: data.accessToken, expiresAt: data.accessTokenExpiresAt });
      return data.url;
    } catch {
      window.location.reload();
      return null;
    } finally {
      loginInFlight = null;
    }
  })();
  return loginInFlight;
}

/** §7 logout: ends the session on the server; the page follows without a reload, or reloads on failure. */
export async function logOut(): Promise<void> {
  ownLogoutStarted();
  try {
    await postLogout(pageLanguage());
    becomeAnonymous();
  } catch {
    window.location.reload();
  }
}
