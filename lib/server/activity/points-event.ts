import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PointsEvent, PointsEventType } from '@/lib/contracts/activity';
import type { ScheduledEventWire } from '@/lib/contracts/events';
import type { DbOrTx } from '@/lib/server/db/client';
import { activityRewardClaims } from '@/lib/server/db/schema/activity';
import { eventOfType } from '@/lib/server/events/list-events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { readActivityLog } from './activity-log';
import { countByBerlinDay, type Score, scoreActivities } from './activity-points';
import { pointsRules } from './points-rules';

/** The instant the rules see and how far a test day moved it from the real clock (0 without one). */
export type PointsClock = { now: Date; shiftMs: number };

/** The guest's score in one run of a points event: what she did from its start until now (or its end). */
export async function scoreOf(db: DbOrTx, guestId: number | null, type: PointsEventType, event: ScheduledEventWire, clock: PointsClock): Promise<Score> {
  const rules = pointsRules(type, event);
  const to = new Date(Math.min(Date.parse(event.endsAt), clock.now.getTime()));
  const entries = guestId === null ? [] : await readActivityLog(db, guestId, { from: new Date(event.startsAt), to }, clock.shiftMs);
  const counts = countByBerlinDay(entries.map((entry) => ({ key: rules.entryKey(entry), at: entry.at })));
  return scoreActivities(rules.activities, rules.challenges, counts, formatCalendarDay(berlinDayOf(clock.now)));
}

/**
 * §3 activity event (or gold rush) at the clock's day: the run live then (else the next, else the
 * last, so the page shows upcoming and past honestly), the guest's points, today's progress per
 * activity, the challenges and the rewards with requiredPoints — claimable once reached while live.
 */
export async function pointsEvent(db: DbOrTx, type: PointsEventType, guestId: number | null, clock: PointsClock): Promise<PointsEvent> {
  const day = formatCalendarDay(berlinDayOf(clock.now));
  const event = await eventOfType(db, type, clock.now);
  if (!event) return { day, event: null, points: 0, activities: [], challenges: [], rewards: [] };
  const score = await scoreOf(db, event.state === 'upcoming' ? null : guestId, type, event, clock);
  const claimed =
    guestId === null
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ key: activityRewardClaims.rewardKey })
              .from(activityRewardClaims)
              .where(and(eq(activityRewardClaims.guestId, guestId), eq(activityRewardClaims.eventId, event.id)))
          ).map((row) => row.key),
        );
  const rewards = event.rewards
    .filter((reward) => reward.threshold !== null)
    .map((reward) => {
      const requiredPoints = reward.threshold ?? 0;
      const isClaimed = claimed.has(reward.key);
      const claimable = guestId !== null && event.state === 'live' && !isClaimed && score.points >= requiredPoints;
      return { key: reward.key, type: reward.type, amount: reward.amount, requiredPoints, claimed: isClaimed, claimable };
    });
  const wire = { id: event.id, key: event.key, type, state: event.state, firstDay: event.firstDay, lastDay: event.lastDay };
  return { day, event: wire, ...score, rewards };
}
