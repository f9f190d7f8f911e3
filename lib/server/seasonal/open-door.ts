import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { seasonalRewards } from '@/lib/server/db/schema/seasonal';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { AppError } from '@/lib/server/errors';
import { eventOfType } from '@/lib/server/events/list-events';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import { doorOfDay, doorRewardKey, doorVerdict } from './advent-doors';
import { rewardCode, type RewardRow } from './reward-history';
import { liveOfType } from './seasonal-event';

/**
 * §3 open an advent door: only while the calendar is live; today's door, an earlier one only if
 * the config allows missed doors (default: a missed door stays shut, so the calendar brings the
 * guest back each day, §1), a later one never (OUTSIDE_WINDOW). Once per guest and door: the
 * entry's unique key decides concurrent opens (ALREADY_CLAIMED), and the grant is in the same
 * transaction, so the entry is stored as already redeemed.
 */
export async function openDoor(db: DbOrTx, guestId: number, door: number, now: Date): Promise<{ reward: RewardRow; changes: GrantChanges }> {
  const event = liveOfType(await eventOfType(db, 'adventCalendar', now), 'adventCalendar');
  const { doors, allowMissedDoors = false } = event.config;
  if (door < 1 || door > doors) throw new AppError('NOT_FOUND', 'This calendar has no such door.');
  const verdict = doorVerdict(door, doorOfDay(event.firstDay, now), allowMissedDoors);
  if (verdict === 'locked') throw new AppError('OUTSIDE_WINDOW', 'This door opens on a later day.', { door, reason: 'locked' });
  if (verdict === 'missed') throw new AppError('OUTSIDE_WINDOW', 'This door’s day has passed.', { door, reason: 'missed' });
  const reward = event.rewards.find((entry) => entry.key === doorRewardKey(door));
  if (!reward) throw new AppError('NOT_FOUND', 'This door is empty.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seasonalRewards)
      .values({ guestId, eventId: event.id, rewardKey: reward.key, type: reward.type, amount: reward.amount, code: rewardCode(event.id), wonAt: now, redeemedAt: now })
      .onConflictDoNothing({ target: [seasonalRewards.guestId, seasonalRewards.eventId, seasonalRewards.rewardKey] })
      .returning();
    if (!row) throw new AppError('ALREADY_CLAIMED', 'You have already opened this door.', { door });
    const { changes } = await grantReward(tx, { guestId, reward: row, source: `seasonal:${event.id}:${row.id}`, now });
    return { reward: row, changes };
  });
}
