import type { ChatType } from '@/lib/chat/chat-codes';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { openTopUp } from '@/lib/guest/open-top-up';
import { setPendingTopUpCallback } from '@/lib/guest/top-up-callback';
import { openAgeCheck as openAvsAgeCheck } from '@/components/album/open-age-check';

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

/** Whether a guest is logged in; a visitor gets the login (the click is remembered). The REST client reads the token itself. */
export async function loggedInOrChatLogin(type: ChatType): Promise<boolean> {
  return (await loggedInOrLogin({ type: 'redirect', params: { targetUrl: chatReturnPath(type) } })) !== null;
}

/** Whether the page's guest is logged in now, without opening anything (events, polling, the end button). */
export function chatGuestLoggedIn(): boolean {
  return isLoggedIn(getGuestState());
}

/** "Verify age" (§6): the §2 avs box, the door to the overlay's AVS flow. */
export function openAgeCheck(): void {
  openAvsAgeCheck();
}

/** Top up; `then` runs once when the balance rises (§4 pending top-up callback), e.g. the start again. */
export function topUpThen(then?: () => void): void {
  setPendingTopUpCallback(then ?? null);
  openTopUp();
}
