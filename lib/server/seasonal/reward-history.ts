import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { seasonalRewards } from '@/lib/server/db/schema/seasonal';

export type RewardRow = typeof seasonalRewards.$inferSelect;

/** §4 reward history entry: redeemable (with its optionCode) until redeemed. */
export function toRewardEntry(row: RewardRow): RewardEntry {
  return {
    id: row.id,
    rewardKey: row.rewardKey,
    type: row.type,
    amount: row.amount,
    optionCode: row.code,
    canRedeem: row.redeemedAt === null,
    wonAt: row.wonAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}

/** The guest's entries of one event, newest first. */
export async function rewardHistory(db: DbOrTx, guestId: number, eventId: number): Promise<RewardRow[]> {
  return db
    .select()
    .from(seasonalRewards)
    .where(and(eq(seasonalRewards.guestId, guestId), eq(seasonalRewards.eventId, eventId)))
    .orderBy(desc(seasonalRewards.wonAt), desc(seasonalRewards.id));
}

/** The code a guest quotes to redeem an entry (unique by index; 40 random bits per event). */
export function rewardCode(eventId: number): string {
  return `E${eventId}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
