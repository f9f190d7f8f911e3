import { openBox } from '@/components/boxes/open-box';
import { pageLocale } from '@/components/boxes/page-locale';

/**
 * The "verify age" call to action (§6): the §2 avs box, which says why and opens the overlay's
 * AVS flow for a logged-in guest or the login door first for a visitor (age verification belongs
 * to an account). Accepted avs reloads the page (§4 avsSet), which then opens the fsk-18 pictures.
 * Through openBox, not openBoxByName: the registry's loaders stay out of the album's first load.
 */
export function openAgeCheck(): void {
  openBox('avs', { locale: pageLocale() });
}
