import 'server-only';
import type { AdventDoor, AdventState } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { eventOfType } from '@/lib/server/events/list-events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { doorOfDay, doorRewardKey, doorStates } from './advent-doors';
import { rewardHistory } from './reward-history';
import { summaryOf, type TypedEvent } from './seasonal-event';

/**
 * §3 the advent calendar of `now` (live, else the next, else the last): its doors as the guest
 * sees them. Outside the window every door is locked (before) or missed (after) unless opened.
 */
export async function adventState(db: DbOrTx, guestId: number | null, now: Date): Promise<AdventState> {
  const day = formatCalendarDay(berlinDayOf(now));
  const found = await eventOfType(db, 'adventCalendar', now);
  if (!found) return { day, event: null, allowMissedDoors: false, doors: [] };
  const event = found as TypedEvent<'adventCalendar'>;
  const { doors, allowMissedDoors = false } = event.config;
  const today = event.state === 'live' ? doorOfDay(event.firstDay, now) : event.state === 'upcoming' ? 0 : doors + 1;
  const history = guestId === null ? [] : await rewardHistory(db, guestId, event.id);
  const opened = new Map<number, AdventDoor['reward']>();
  for (let door = 1; door <= doors; door += 1) {
    const row = history.find((entry) => entry.rewardKey === doorRewardKey(door));
    if (row) opened.set(door, { type: row.type, amount: row.amount });
  }
  // After the window nothing opens any more, whatever the config says.
  const states = doorStates(doors, today, allowMissedDoors && event.state === 'live', opened);
  return { day, event: summaryOf(event), allowMissedDoors, doors: states };
}
