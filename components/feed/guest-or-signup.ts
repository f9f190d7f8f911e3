import { openBox } from '@/components/boxes/open-box';
import { isLoggedIn, settledGuestState } from '@/stores/guest';
import type { FeedSignupText } from './feed-text';

/**
 * Every feed action needs a guest (§7: a visitor's mutation is 401): a visitor gets the §2
 * feed-signup box instead. The guest is awaited once known (a page opened with the login cookie
 * is 'pending' until its token is exchanged: that click is a guest's).
 */
export async function guestOrSignup(text: FeedSignupText): Promise<boolean> {
  if (isLoggedIn(await settledGuestState())) return true;
  openBox('feedSignup', { text });
  return false;
}
