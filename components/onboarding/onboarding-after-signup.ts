import { openBox } from '@/components/boxes/open-box';
import { pageLocale } from '@/components/boxes/page-locale';
import { getGuestState, isLoggedIn, onGuestChanged } from '@/stores/guest';
import { whenNoFlow } from '@/stores/overlay';

/** Set when the hosted flow says a sign-up happened; survives the reload a login may bring (same tab). */
export const ONBOARDING_PENDING_KEY = 'boxes.onboardingPending';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The signed-up guest is logged in now: onboarding opens once the login flow has closed. */
function openIfDue(): void {
  const store = storage();
  if (store?.getItem(ONBOARDING_PENDING_KEY) !== '1' || !isLoggedIn(getGuestState())) return;
  store.removeItem(ONBOARDING_PENDING_KEY);
  whenNoFlow(() => openBox('onboarding', { locale: pageLocale() }));
}

/**
 * §2 onboarding "a new guest's first steps": the overlay's frame reports a sign-up (its `signup`
 * message, dispatched as the window event overlay:signup by lib/overlay/overlay-controller.ts);
 * the onboarding box opens for the guest that sign-up logged in — on this page, or on the page
 * the login reloads to. To be installed once per page (returns its uninstall); where, and before
 * or after the conversion-chat offer (one box at a time, §2), is the layout's decision.
 */
export function watchSignupForOnboarding(): () => void {
  const signedUp = () => {
    try {
      storage()?.setItem(ONBOARDING_PENDING_KEY, '1');
    } catch {
      // Storage full or forbidden: no onboarding box, the sign-up itself is unaffected.
    }
    openIfDue();
  };
  window.addEventListener('overlay:signup', signedUp);
  const unwatch = onGuestChanged(openIfDue);
  openIfDue();
  return () => {
    window.removeEventListener('overlay:signup', signedUp);
    unwatch();
  };
}
