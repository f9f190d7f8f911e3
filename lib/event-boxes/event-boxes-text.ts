import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { EventBoxesText } from '@/lib/contracts/event-boxes';
import { routePath } from '@/lib/seo/route-path';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const catalogues = { de, en, es, nl };

/**
 * The §2 event boxes' strings in a language, read from the catalogue rather than next-intl's
 * request: the boxes that open by themselves get them from a REST call (no page can pass them
 * props), the boxes opened from a page from its server render.
 */
export function eventBoxesText(locale: Locale): EventBoxesText {
  const { eventBoxes, activity, dailyBonus } = catalogues[locale];
  return {
    ...eventBoxes,
    rewardTypes: activity.rewardTypes,
    offer: { kinds: dailyBonus.kinds, effects: dailyBonus.effects },
    links: { dailyDeals: routePath(locale, '/daily-deals'), spinWheel: routePath(locale, '/my-account/spinwheel') },
  };
}
