import 'server-only';
import * as z from 'zod';
import { pointsEventTypeSchema } from '@/lib/contracts/activity';
import { claimActivityReward } from '@/lib/server/activity/claim-activity-reward';
import { claimActorGift } from '@/lib/server/activity/claim-actor-gift';
import { giftCalendarOf } from '@/lib/server/activity/gift-calendar';
import { type PointsClock, pointsEvent } from '@/lib/server/activity/points-event';
import { publishClaim } from '@/lib/server/daily-bonus/publish-claim';
import { AppError } from '@/lib/server/errors';
import { requestNow } from '@/lib/server/events/request-now';
import type { GraphqlContext } from './context';

const id = z.number().int().positive().max(2_147_483_647);
const qmday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish();
const eventArgs = z.object({ type: pointsEventTypeSchema, qmday });
const claimArgs = z.object({ eventId: id, rewardKey: z.string().min(1).max(40), qmday });
const actorArgs = z.object({ actorId: id, qmday });

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid arguments: type is activity or goldRush, ids are positive, qmday is a day as YYYY-MM-DD.');
  return parsed.data;
}

/**
 * The request's clock: qmday, else the §7 date, honoured only where test days are allowed. The
 * shift carries what the guest does now onto the test day, so QA can earn points on any day.
 */
function clockOf(day: string | null | undefined, context: GraphqlContext): PointsClock {
  const real = new Date();
  const now = requestNow({ qmday: day ?? context.date ?? undefined }, real);
  return { now, shiftMs: now.getTime() - real.getTime() };
}

function guestOf(context: GraphqlContext): number {
  if (!context.guest) throw new AppError('UNAUTHORIZED', 'Claiming needs a logged-in guest.');
  return context.guest.guestId;
}

export const activityResolvers = {
  Query: {
    activityEvent: (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(eventArgs, raw);
      return pointsEvent(context.db, args.type, context.guest?.guestId ?? null, clockOf(args.qmday, context));
    },
    actorGiftCalendar: (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(actorArgs, raw);
      return giftCalendarOf(context.db, args.actorId, context.guest?.guestId ?? null, clockOf(args.qmday, context).now);
    },
  },
  Mutation: {
    claimActivityReward: async (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(claimArgs, raw);
      const guestId = guestOf(context);
      const clock = clockOf(args.qmday, context);
      const { changes, ...claim } = await claimActivityReward(context.db, guestId, { eventId: args.eventId, rewardKey: args.rewardKey }, clock);
      await publishClaim(context.db, guestId, changes, clock.now);
      return claim;
    },
    actorGiftCalendarClaim: async (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const args = parse(actorArgs, raw);
      const guestId = guestOf(context);
      const { now } = clockOf(args.qmday, context);
      const { changes, ...claim } = await claimActorGift(context.db, guestId, args.actorId, now);
      await publishClaim(context.db, guestId, changes, now);
      return claim;
    },
  },
};
