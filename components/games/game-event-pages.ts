import type { AppPathname, Locale } from '@/i18n/routing';
import type { EventState, EventType } from '@/lib/contracts/events';
import type { GameConfig } from '@/lib/contracts/games';

/** The §2 special-event game pages: each game type's route and the Routes message that names it. */
export const GAME_EVENT_PAGES = {
  slotMachine: { pathname: '/magazine/slotmachine', route: 'slotMachine' },
  wetAndWild: { pathname: '/magazine/wetnwildgame', route: 'wetNWildGame' },
  wiesnShooting: { pathname: '/magazine/oktoberfest-shooting', route: 'oktoberfestShooting' },
  wiesnBude: { pathname: '/magazine/oktoberfest-tent', route: 'oktoberfestTent' },
  halloween: { pathname: '/magazine/halloween', route: 'halloween' },
  kickIt: { pathname: '/magazine/kick-it', route: 'kickIt' },
} as const satisfies Partial<Record<EventType, { pathname: AppPathname; route: string }>>;
export type GameEventType = keyof typeof GAME_EVENT_PAGES;

/** The page's DTO (app/[locale]/magazine/_components/load-game-event.ts): the event's window and state, its config, the test day. */
export type GameEventView = {
  locale: Locale;
  type: GameEventType;
  event: { state: EventState; firstDay: string; lastDay: string } | null;
  config: GameConfig | null;
  /** The request's test day (YYYY-MM-DD), forwarded to the game's calls; null on real days. */
  qmday: string | null;
};
