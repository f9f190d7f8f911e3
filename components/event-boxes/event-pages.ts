import { GAME_EVENT_PAGES } from '@/components/games/game-event-pages';
import type { AppPathname } from '@/i18n/routing';
import type { EventType } from '@/lib/contracts/events';

/**
 * Each scheduled event type's page (§2 magazine and special-event routes). A type missing here
 * has no page: the yearly calendar lists it without a link.
 */
export const EVENT_PAGES: Partial<Record<EventType, AppPathname>> = {
  easter: '/magazine/easter',
  adventCalendar: '/magazine/advent-calendar',
  goldRush: '/magazine/goldrush',
  activity: '/magazine/activity',
  cumOn: '/magazine/cum-on',
  vrPorn: '/magazine/vr-porn',
  ...Object.fromEntries(Object.entries(GAME_EVENT_PAGES).map(([type, page]) => [type, page.pathname])),
};
