import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { streakBonusClaims } from '@/lib/server/db/schema/streak';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { AppError } from '@/lib/server/errors';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import { recordVisit, type StreakStatus, streakStatus } from './login-streak';

/**
 * §2 five-days-bonus: 3 spins for the §3 spin wheel, the daily game of a guest who comes back
 * every day (granted as any won spins reward is: a spins voucher).
 */
export const STREAK_BONUS_SPINS = 3;

/**
 * Claims the bonus of a completed round (today is its fifth day), exactly once: the claim row
 * (unique per guest and round) is the transaction's first write, so of any number of concurrent
 * claims one credits and the others answer ALREADY_CLAIMED. Claiming counts as today's visit.
 */
export async function claimStreakBonus(db: DbOrTx, guestId: number, now: Date): Promise<{ status: StreakStatus; changes: GrantChanges }> {
  await recordVisit(db, guestId, now);
  const status = await streakStatus(db, guestId, now);
  if (!status.complete) throw new AppError('CONDITION_NOT_MET', 'Come on five days in a row to get the bonus.', { days: status.days, done: status.done });
  const changes = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(streakBonusClaims)
      .values({ guestId, roundStart: status.roundStart, claimedAt: now })
      .onConflictDoNothing()
      .returning({ id: streakBonusClaims.id });
    if (!claim) throw new AppError('ALREADY_CLAIMED', 'You have already taken this bonus.');
    const granted = await grantReward(tx, { guestId, reward: { type: 'spins', amount: STREAK_BONUS_SPINS }, source: `streak:${claim.id}`, now });
    return granted.changes;
  });
  return { status: { ...status, claimed: true, claimable: false }, changes };
}
