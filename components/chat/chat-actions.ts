import type { Locale } from '@/i18n/routing';
import type { ChatType } from '@/lib/chat/chat-codes';
import type { ChatApiSession } from '@/lib/chat/chat-api';
import { getGuestState, isLoggedIn } from '@/lib/guest/guest-state';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { openTopUp } from '@/lib/guest/open-top-up';
import { setPendingTopUpCallback } from '@/lib/guest/top-up-callback';
import { overlayController } from '@/lib/overlay/overlay-store';

/**
 * The panel's ways out of a restriction, through the app's existing doors: the one login check
 * (a visitor comes back to this profile with ?chat=<type>, §3 onLoginAction redirect), the AVS
 * flow, and the top-up (a restricted guest's goes to compensation) with the pending top-up callback.
 */
export function chatReturnPath(type: ChatType): string {
  const url = new URL(window.location.href);
  url.searchParams.set('chat', type);
  return `${url.pathname}${url.search}`;
}

/** The guest's REST session, or null after opening the login (the click is remembered). */
export async function chatSessionOrLogin(language: Locale, type: ChatType): Promise<ChatApiSession | null> {
  const guest = await loggedInOrLogin({ type: 'redirect', params: { targetUrl: chatReturnPath(type) } });
  return guest ? { language, accessToken: guest.accessToken } : null;
}

/** The current token without opening anything (events, polling, the end button). */
export function currentChatSession(language: Locale): ChatApiSession | null {
  const guest = getGuestState();
  return isLoggedIn(guest) ? { language, accessToken: guest.accessToken } : null;
}

export function openAgeCheck(): void {
  void overlayController().then((controller) => controller.openOverlay('avs'));
}

/** Top up; `then` runs once when the balance rises (§4 pending top-up callback), e.g. the start again. */
export function topUpThen(then?: () => void): void {
  setPendingTopUpCallback(then ?? null);
  openTopUp();
}
