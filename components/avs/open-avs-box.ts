import { openBoxByName } from '@/components/boxes/open-box-by-name';
import { pageLocale } from '@/components/boxes/page-locale';

/**
 * The §2 avs box from a "verify age" call to action or a §4 needAvs answer: the box explains the
 * check and opens the overlay's avs flow (or the login first). For callers without the page's
 * locale at hand (plain modules): the page's <html lang> is it.
 */
export function openAvsBox(): boolean {
  return openBoxByName('avs', { locale: pageLocale() });
}
