import 'server-only';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { seasonalEggFinds, seasonalRewards } from '@/lib/server/db/schema/seasonal';
import { AppError } from '@/lib/server/errors';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { eggPagesOfDay } from './egg-pages';
import { eggKey, readEggToken } from './egg-token';
import { collectedEggs } from './hidden-eggs';
import { rewardCode, toRewardEntry } from './reward-history';
import { eventById, liveOfType, type TypedEvent } from './seasonal-event';

export type CollectOutcome = { collectedEggs: number; won: RewardEntry[] };

/**
 * §3/§7 collectEgg {verificationToken}: the token must carry our signature and this guest
 * (else EGG_TOKEN_INVALID), the Berlin day of `now` and a live Easter event (else OUTSIDE_WINDOW).
 * One transaction: the guest's row is locked (concurrent collects queue, so the eggCount cap holds),
 * the find is inserted once by its unique key (a reused token: ALREADY_CLAIMED, nothing written),
 * and every reward whose requiredEggs is now reached becomes a redeemable entry, once.
 */
export async function collectEgg(db: DbOrTx, tokenKey: Uint8Array, guestId: number, token: string, now: Date): Promise<CollectOutcome> {
  const key = eggKey(tokenKey);
  const claim = readEggToken(key, token);
  if (!claim || claim.guestId !== guestId) throw new AppError('EGG_TOKEN_INVALID', 'This egg is not valid.');
  const day = formatCalendarDay(berlinDayOf(now));
  if (claim.day !== day) throw new AppError('OUTSIDE_WINDOW', 'This egg was hidden on another day.', { day: claim.day });
  const event = liveOfType(await eventById(db, claim.eventId, now), 'easter');
  // Signed by us for a page of that day; checked again in case the event's pages were changed since.
  if (!eggPagesOfDay(key, event.key, day, event.config.pages).includes(claim.page)) throw new AppError('EGG_TOKEN_INVALID', 'This egg is not valid.');
  return db.transaction((tx) => settleFind(tx, guestId, event, claim.page, day, now));
}

async function settleFind(tx: Tx, guestId: number, event: TypedEvent<'easter'>, page: string, day: string, now: Date): Promise<CollectOutcome> {
  await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).for('update');
  const before = await collectedEggs(tx, guestId, event.id);
  if (before >= event.config.eggCount) throw new AppError('ALREADY_CLAIMED', 'You have found all eggs of this hunt.', { collectedEggs: before });
  const [found] = await tx.insert(seasonalEggFinds).values({ guestId, eventId: event.id, day, page, foundAt: now }).onConflictDoNothing().returning({ id: seasonalEggFinds.id });
  if (!found) throw new AppError('ALREADY_CLAIMED', 'You have already collected this egg.');
  const collected = before + 1;
  const reached = event.rewards.filter((reward) => reward.threshold !== null && reward.threshold <= collected);
  const won: RewardEntry[] = [];
  for (const reward of reached) {
    // §3 isUpTo: the amount is "up to" the configured one, drawn once when won and stored.
    const amount = reward.isUpTo ? randomInt(1, reward.amount + 1) : reward.amount;
    const [row] = await tx
      .insert(seasonalRewards)
      .values({ guestId, eventId: event.id, rewardKey: reward.key, type: reward.type, amount, code: rewardCode(event.id), wonAt: now })
      .onConflictDoNothing({ target: [seasonalRewards.guestId, seasonalRewards.eventId, seasonalRewards.rewardKey] })
      .returning();
    if (row) won.push(toRewardEntry(row));
  }
  return { collectedEggs: collected, won };
}
