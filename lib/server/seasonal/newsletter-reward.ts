import 'server-only';
import { eventConfigSchemas } from '@/lib/contracts/events';
import type { Tx } from '@/lib/server/db/client';
import { seasonalRewards } from '@/lib/server/db/schema/seasonal';
import { eventOfType } from '@/lib/server/events/list-events';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import { type RewardRow, rewardCode } from './reward-history';

export type NewsletterReward = { rewards: RewardRow[]; changes: GrantChanges[] };

/**
 * §2 VR porn: while the event is live, subscribing to its newsletter type (config newsletterType,
 * §3 2048) wins the event's rewards that ask for nothing more (no threshold) — once per guest and
 * event, however often she unsubscribes and comes back: the reward history's unique key
 * (guest, event, reward) decides, inside the subscription's transaction. Granted at once, so the
 * entry is redeemed when it is won (the page says where the reward is).
 */
export async function newsletterEventReward(tx: Tx, guestId: number, typeId: number, now: Date): Promise<NewsletterReward> {
  const event = await eventOfType(tx, 'vrPorn', now);
  const config = event?.state === 'live' ? eventConfigSchemas.vrPorn.safeParse(event.config) : null;
  if (!event || !config?.success || config.data.newsletterType !== typeId) return { rewards: [], changes: [] };
  const won: NewsletterReward = { rewards: [], changes: [] };
  for (const reward of event.rewards.filter((r) => r.threshold === null)) {
    const [row] = await tx
      .insert(seasonalRewards)
      .values({ guestId, eventId: event.id, rewardKey: reward.key, type: reward.type, amount: reward.amount, code: rewardCode(event.id), wonAt: now, redeemedAt: now })
      .onConflictDoNothing({ target: [seasonalRewards.guestId, seasonalRewards.eventId, seasonalRewards.rewardKey] })
      .returning();
    if (!row) continue;
    const { changes } = await grantReward(tx, { guestId, reward: row, source: `seasonal:${event.id}:${row.id}`, now });
    won.rewards.push(row);
    won.changes.push(changes);
  }
  return won;
}
