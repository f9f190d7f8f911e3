import { boxesStore } from '@/stores/boxes';

/**
 * The "verify age" call to action (§6): the §2 avs box, which says why and opens the overlay's
 * AVS flow for a logged-in guest or the login door first for a visitor (age verification belongs
 * to an account). Accepted avs reloads the page (§4 avsSet), which then opens the fsk-18 pictures.
 * Straight through the store and without props (the box reads the page's language itself): the
 * album page's first-load JavaScript has no room for more.
 */
export function openAgeCheck(): void {
  boxesStore.getState().actions.boxOpened('avs', {});
}
