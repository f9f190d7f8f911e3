import { getGuestState, isLoggedIn } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';

/**
 * The "verify age" call to action (§6): the AVS flow in the overlay for a logged-in guest; a
 * visitor gets the login door first (age verification belongs to an account). Accepted avs
 * reloads the page (§4 avsSet), which then opens the fsk-18 pictures.
 */
export function openAgeCheck(): void {
  void overlayController().then((controller) => (isLoggedIn(getGuestState()) ? controller.openOverlay('avs') : controller.openAuth({ force: true })));
}
