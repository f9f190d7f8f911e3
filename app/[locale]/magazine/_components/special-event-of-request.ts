import 'server-only';
import type { EventType, ScheduledEventWire } from '@/lib/contracts/events';
import { type PageQuery, testDayOfQuery } from '@/lib/server/activity/points-page-data';
import { eventOfType } from '@/lib/server/events/list-events';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow } from '@/lib/server/time/test-day';

export type EventOfRequest = { now: Date; event: ScheduledEventWire | null };

/**
 * The run of one §2 special event as this page request sees it: on the request's test day
 * (qmday / qmdate, only where test days are allowed) the live run, else the next, else the last.
 */
export async function eventOfRequest(type: EventType, query: PageQuery): Promise<EventOfRequest> {
  const now = effectiveNow(testDayOfQuery(query));
  return { now, event: await eventOfType(runtime().db, type, now) };
}
