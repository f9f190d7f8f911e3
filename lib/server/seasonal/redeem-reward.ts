import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { seasonalRewards } from '@/lib/server/db/schema/seasonal';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { AppError } from '@/lib/server/errors';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import type { RewardRow } from './reward-history';

/**
 * §3/§4 redeem a won reward by its optionCode: one transaction whose first write turns the entry
 * non-redeemable (the UPDATE … WHERE redeemed_at IS NULL lets exactly one of any number of
 * concurrent redeems through; the others answer ALREADY_CLAIMED), then the grant. A won reward
 * stays redeemable after its event ended: it was won inside the window.
 */
export async function redeemReward(db: DbOrTx, guestId: number, eventId: number, optionCode: string, now: Date): Promise<{ reward: RewardRow; changes: GrantChanges }> {
  const mine = and(eq(seasonalRewards.guestId, guestId), eq(seasonalRewards.eventId, eventId), eq(seasonalRewards.code, optionCode));
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(seasonalRewards)
      .set({ redeemedAt: now })
      .where(and(mine, isNull(seasonalRewards.redeemedAt)))
      .returning();
    if (!taken) {
      const [exists] = await tx.select({ id: seasonalRewards.id }).from(seasonalRewards).where(mine);
      throw exists ? new AppError('ALREADY_CLAIMED', 'You have already redeemed this reward.') : new AppError('NOT_FOUND', 'No such reward.');
    }
    const { changes } = await grantReward(tx, { guestId, reward: taken, source: `seasonal:${eventId}:${taken.id}`, now });
    return { reward: taken, changes };
  });
}
