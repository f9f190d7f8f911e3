import 'server-only';
import type { GameEventView, GameEventType } from '@/components/games/game-event-pages';
import { pageLocale } from '@/components/layout/page-locale';
import { type PageQuery, testDayOfQuery } from '@/lib/server/activity/points-page-data';
import { eventOfType } from '@/lib/server/events/list-events';
import { gameConfig } from '@/lib/server/games/game-config';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, formatCalendarDay } from '@/lib/server/time/test-day';

/** What a special-event game page under app/[locale]/magazine receives. */
export type GameEventPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> };

/**
 * §2 a special-event game as its page shows it on the request's (test) day (?qmday, where test
 * days are allowed): the event's state and window, the game config (texts, rewards, dailyAttempts,
 * gameCategory) and the test day the play view forwards to use-attempt.
 */
export async function loadGameEvent(type: GameEventType, { params, searchParams }: GameEventPageProps): Promise<GameEventView> {
  const locale = await pageLocale(params);
  const day = testDayOfQuery(await searchParams);
  const now = effectiveNow(day);
  const { db } = runtime();
  const [event, config] = await Promise.all([eventOfType(db, type, now), gameConfig(db, type, now)]);
  return { locale, type, event: event ? { state: event.state, firstDay: event.firstDay, lastDay: event.lastDay } : null, config, qmday: day ? formatCalendarDay(day) : null };
}
