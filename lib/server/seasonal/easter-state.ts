import 'server-only';
import type { EasterReward, EasterState } from '@/lib/contracts/seasonal';
import type { EventReward } from '@/lib/contracts/events';
import type { DbOrTx } from '@/lib/server/db/client';
import { eventOfType } from '@/lib/server/events/list-events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { collectedEggs } from './hidden-eggs';
import { rewardHistory, toRewardEntry } from './reward-history';
import { summaryOf, type TypedEvent } from './seasonal-event';

/** §3 a hidden reward shows what it is only once its requiredEggs are reached. */
export function easterReward(reward: EventReward, collected: number): EasterReward {
  const requiredEggs = reward.threshold ?? 0;
  const reached = collected >= requiredEggs;
  const shown = reached || !reward.hidden;
  return { key: reward.key, requiredEggs, isUpTo: reward.isUpTo, hidden: reward.hidden, reached, type: shown ? reward.type : null, amount: shown ? reward.amount : null };
}

/**
 * §3 the Easter event of `now` (live, else the next, else the last) with the guest's collectedEggs,
 * the rewards and her reward history; a visitor (guestId null) sees the rewards with 0 eggs.
 */
export async function easterState(db: DbOrTx, guestId: number | null, now: Date): Promise<EasterState> {
  const day = formatCalendarDay(berlinDayOf(now));
  const found = await eventOfType(db, 'easter', now);
  if (!found) return { day, event: null, eggCount: 0, collectedEggs: 0, rewards: [], rewardHistory: [] };
  const event = found as TypedEvent<'easter'>;
  const [collected, history] = guestId === null ? [0, []] : await Promise.all([collectedEggs(db, guestId, event.id), rewardHistory(db, guestId, event.id)]);
  const rewards = [...event.rewards].sort((a, b) => (a.threshold ?? 0) - (b.threshold ?? 0)).map((reward) => easterReward(reward, collected));
  return { day, event: summaryOf(event), eggCount: event.config.eggCount, collectedEggs: collected, rewards, rewardHistory: history.map(toRewardEntry) };
}
