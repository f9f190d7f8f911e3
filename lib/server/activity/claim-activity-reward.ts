import 'server-only';
import { eq } from 'drizzle-orm';
import { POINTS_EVENT_TYPES, type PointsEventType } from '@/lib/contracts/activity';
import type { EventReward } from '@/lib/contracts/events';
import type { DbOrTx } from '@/lib/server/db/client';
import { activityRewardClaims } from '@/lib/server/db/schema/activity';
import { scheduledEvents } from '@/lib/server/db/schema/events';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { AppError } from '@/lib/server/errors';
import { toEventWire } from '@/lib/server/events/list-events';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import { type PointsClock, scoreOf } from './points-event';

/** `code`: the personal bonus code a bonusCode reward issued (lib/server/rewards/grant-reward.ts), else null. */
export type ActivityClaim = { rewardKey: string; type: EventReward['type']; amount: number; points: number; code: string | null; changes: GrantChanges };

const isPointsType = (type: string): type is PointsEventType => (POINTS_EVENT_TYPES as readonly string[]).includes(type);

/**
 * §3 claim a reward with requiredPoints of a live points event, once per guest: the points are
 * read first (they only grow while the event runs), then ONE transaction whose first write is the
 * claim row — its unique key lets one of any number of concurrent claims through, the others answer
 * ALREADY_CLAIMED — and the grant. Outside the window: OUTSIDE_WINDOW; too few points: CONDITION_NOT_MET.
 */
export async function claimActivityReward(db: DbOrTx, guestId: number, input: { eventId: number; rewardKey: string }, clock: PointsClock): Promise<ActivityClaim> {
  const [row] = await db.select().from(scheduledEvents).where(eq(scheduledEvents.id, input.eventId));
  const event = row && isPointsType(row.type) ? toEventWire(row, clock.now) : null;
  if (!row || !event || !isPointsType(row.type)) throw new AppError('NOT_FOUND', 'No such points event.');
  const reward = event.rewards.find((candidate) => candidate.key === input.rewardKey && candidate.threshold !== null);
  if (!reward) throw new AppError('NOT_FOUND', 'No such reward in this event.');
  if (event.state !== 'live') throw new AppError('OUTSIDE_WINDOW', 'This event is not running today.', { firstDay: event.firstDay, lastDay: event.lastDay });
  const { points } = await scoreOf(db, guestId, row.type, event, clock);
  const requiredPoints = reward.threshold ?? 0;
  if (points < requiredPoints) throw new AppError('CONDITION_NOT_MET', 'Not enough points for this reward yet.', { requiredPoints, points });

  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(activityRewardClaims)
      .values({ guestId, eventId: event.id, rewardKey: reward.key, type: reward.type, amount: reward.amount, points, claimedAt: clock.now })
      .onConflictDoNothing()
      .returning({ id: activityRewardClaims.id });
    if (!claim) throw new AppError('ALREADY_CLAIMED', 'You have already claimed this reward.');
    const { changes, code } = await grantReward(tx, { guestId, reward, source: `activity:${claim.id}`, now: clock.now });
    return { rewardKey: reward.key, type: reward.type, amount: reward.amount, points, code, changes };
  });
}
