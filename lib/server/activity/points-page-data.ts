import 'server-only';
import type { PointsEventType, PointsPageData } from '@/lib/contracts/activity';
import { eventConfigSchemas } from '@/lib/contracts/events';
import { eventOfType } from '@/lib/server/events/list-events';
import { runtime } from '@/lib/server/runtime';
import type { CalendarDay } from '@/lib/server/tv/berlin-days';
import { effectiveNow, formatCalendarDay, testDayOf } from '@/lib/server/time/test-day';
import { pointsEvent } from './points-event';

export type PageQuery = Record<string, string | string[] | undefined>;

/** The §2 test day of a page request (qmday / qmdate), where allowed. */
export function testDayOfQuery(query: PageQuery): CalendarDay | null {
  return testDayOf({ get: (name) => (typeof query[name] === 'string' ? (query[name] as string) : null) });
}

/**
 * What a points event page renders for the request's (test) day: the event as a visitor sees it
 * (the island loads the guest's points), the test day to forward, and gold rush's nugget rules.
 */
export async function pointsPageData(type: PointsEventType, query: PageQuery): Promise<PointsPageData> {
  const day = testDayOfQuery(query);
  const now = effectiveNow(day);
  const { db } = runtime();
  const initial = await pointsEvent(db, type, null, { now, shiftMs: 0 });
  let goldRush: PointsPageData['goldRush'] = null;
  if (type === 'goldRush') {
    const event = await eventOfType(db, 'goldRush', now);
    const config = event ? eventConfigSchemas.goldRush.safeParse(event.config) : null;
    if (config?.success) goldRush = config.data;
  }
  return { initial, qmday: day ? formatCalendarDay(day) : null, goldRush };
}
