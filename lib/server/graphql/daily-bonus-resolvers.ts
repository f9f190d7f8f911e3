import 'server-only';
import * as z from 'zod';
import type { ScheduledEventWire } from '@/lib/contracts/events';
import { dailyBonusEventConfig } from '@/lib/server/daily-bonus/cache-flag';
import { consumedOffers } from '@/lib/server/daily-bonus/consumed-offers';
import { listDailyBonus } from '@/lib/server/daily-bonus/list-daily-bonus';
import { modelsOfMonth } from '@/lib/server/daily-bonus/models-of-month';
import { AppError } from '@/lib/server/errors';
import { activeEvents, pastEvents, upcomingEvents } from '@/lib/server/events/list-events';
import { requestNow } from '@/lib/server/events/request-now';
import { parseCalendarDay, testDaysAllowed } from '@/lib/server/time/test-day';
import type { GraphqlContext } from './context';

const dayArgs = z.object({ qmday: z.string().max(10).nullish() });
const eventsArgs = dayArgs.extend({ state: z.enum(['live', 'upcoming', 'past']) });

/**
 * The argument qmday, else the request's §7 date, honoured only where test days are allowed; a
 * malformed day is a 422. Answers the instant the rules see and the test day, if one was honoured.
 */
function dayOf(raw: unknown, context: GraphqlContext): { now: Date; testDay: string | null } {
  const parsed = dayArgs.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'qmday must be a day as YYYY-MM-DD.');
  const qmday = parsed.data.qmday ?? context.date ?? undefined;
  if (qmday !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(qmday)) throw new AppError('VALIDATION_FAILED', 'qmday must be a day as YYYY-MM-DD.');
  return { now: requestNow({ qmday }), testDay: qmday !== undefined && testDaysAllowed() && parseCalendarDay(qmday) ? qmday : null };
}
const nowOf = (raw: unknown, context: GraphqlContext): Date => dayOf(raw, context).now;

/** §7 the daily bonus with its event config (the cache flag, lib/server/daily-bonus/cache-flag.ts). */
async function dailyBonus(_parent: unknown, args: unknown, context: GraphqlContext) {
  const { now, testDay } = dayOf(args, context);
  const days = await listDailyBonus(context.db, now, context.guest?.guestId ?? null);
  return { ...days, eventConfig: dailyBonusEventConfig({ current: days.current, testDay, now }) };
}

const eventWire = (event: ScheduledEventWire) => ({ ...event, configJson: JSON.stringify(event.config), rewardsJson: JSON.stringify(event.rewards) });

export const dailyBonusResolvers = {
  Query: {
    dailyBonus,
    dailyBonusModelsOfMonth: (_parent: unknown, args: unknown, context: GraphqlContext) => modelsOfMonth(context.db, nowOf(args, context)),
    dailyBonusConsumedOffers: (_parent: unknown, _args: unknown, context: GraphqlContext) => {
      if (!context.guest) throw new AppError('UNAUTHORIZED', 'Consumed offers need a logged-in guest.');
      return consumedOffers(context.db, context.guest.guestId);
    },
    scheduledEvents: async (_parent: unknown, args: unknown, context: GraphqlContext) => {
      const parsed = eventsArgs.safeParse(args);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'state is live, upcoming or past.');
      const now = nowOf({ qmday: parsed.data.qmday }, context);
      const list = parsed.data.state === 'live' ? activeEvents : parsed.data.state === 'upcoming' ? upcomingEvents : pastEvents;
      return (await list(context.db, now)).map(eventWire);
    },
  },
};
