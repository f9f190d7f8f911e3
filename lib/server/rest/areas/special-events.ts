import 'server-only';
import * as z from 'zod';
import { type EventDataResponse, type EventsResponse, eventTypeSchema } from '@/lib/contracts/events';
import { activeEvents, eventOfType, pastEvents, upcomingEvents } from '@/lib/server/events/list-events';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { type RestArea, restCall } from '../call';
import { seasonalEventCalls } from './special-events-seasonal';

/** §7 special events: the schedule as data, read on the day a test day sets (reward calls live beside these). */
export const specialEventsReadCalls: RestArea = {
  // GET /rest/v1/specialEvents/get/events – live, upcoming and past events (optional qmday/qmdate)
  'get/events': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object(testDayInput),
    handler: async (input, { db }): Promise<EventsResponse> => {
      const now = requestNow(input);
      const [live, upcoming, past] = await Promise.all([activeEvents(db, now), upcomingEvents(db, now), pastEvents(db, now)]);
      return { success: true, data: { day: formatCalendarDay(berlinDayOf(now)), live, upcoming, past } };
    },
  }),

  // GET /rest/v1/specialEvents/getData/{eventType} – the live run of that type, else the next, else the last (optional qmdate)
  'getData/{eventType}': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({ eventType: eventTypeSchema, ...testDayInput }),
    handler: async (input, { db }): Promise<EventDataResponse> => {
      const now = requestNow(input);
      return { success: true, data: { day: formatCalendarDay(berlinDayOf(now)), event: await eventOfType(db, input.eventType, now) } };
    },
  }),

  // easter/*, getReward/{eventId}, redeemReward/{eventId}, adventcalendar[/open]
  ...seasonalEventCalls,
};
