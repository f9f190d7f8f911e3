import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { EggText } from '@/lib/contracts/seasonal';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const messages = { de, en, es, nl } as const;

/**
 * The egg's strings in the call's language. The egg appears on pages of every kind (not only the
 * Easter page), whose server render cannot pass it props, so the eggs call brings them along.
 */
export function eggText(language: Locale): EggText {
  const { eggLabel, eggCollected, eggWon } = messages[language].seasonal;
  return { label: eggLabel, collected: eggCollected, won: eggWon };
}
