import 'server-only';
import type { EventType, ScheduledEventWire } from '@/lib/contracts/events';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { eventOfType } from '@/lib/server/events/list-events';
import { gameRewardData } from '@/lib/server/games/game-reward-entries';
import { doorOfDay } from './advent-doors';
import { collectedEggs } from './hidden-eggs';
import { rewardHistory, toRewardEntry } from './reward-history';
import { eventById } from './seasonal-event';

/** §7 getReward/{eventId}: the names the special events go by, besides the numeric id and the type. */
const EVENT_ALIASES: Record<string, EventType> = {
  'slot-machine': 'slotMachine',
  slotmachine: 'slotMachine',
  'wiesn-shooting': 'wiesnShooting',
  'wiesn-bude': 'wiesnBude',
  'wet-and-wild': 'wetAndWild',
  wetnwildgame: 'wetAndWild',
  kickit: 'kickIt',
  easter: 'easter',
  adventcalendar: 'adventCalendar',
  'advent-calendar': 'adventCalendar',
  goldrush: 'goldRush',
  halloween: 'halloween',
  cumon: 'cumOn',
  vrporn: 'vrPorn',
  activity: 'activity',
};

/** A numeric id names one run; a name or type names that type's run of `now` (live, else next, else last). */
export async function resolveEvent(db: DbOrTx, eventId: string, now: Date): Promise<ScheduledEventWire> {
  const event = /^\d{1,10}$/.test(eventId) ? await eventById(db, Number(eventId), now) : await byName(db, eventId, now);
  if (!event) throw new AppError('NOT_FOUND', 'No such event.');
  return event;
}

async function byName(db: DbOrTx, name: string, now: Date): Promise<ScheduledEventWire | null> {
  const type = EVENT_ALIASES[name.toLowerCase()];
  return type ? eventOfType(db, type, now) : null;
}

export type RewardGuestData = { rewardHistory: RewardEntry[]; creditsAvailable: number; creditsTotal: number };

/**
 * §3 tries of an event for the guest: a game counts the day's attempts (total dailyAttempts,
 * available attemptsLeftToday) and its history holds the attempts' won rewards; Easter counts eggs
 * (total eggCount, available those still to find), the advent calendar doors (available: today's
 * door, unless opened), other events their rewards (available: those not yet won); newest first.
 */
export async function rewardGuestData(db: DbOrTx, guestId: number, event: ScheduledEventWire, now: Date): Promise<RewardGuestData> {
  const rows = await rewardHistory(db, guestId, event.id);
  const history = rows.map(toRewardEntry);
  const game = await gameRewardData(db, guestId, event, now);
  if (game) {
    const merged = [...game.won, ...history].sort((a, b) => b.wonAt.localeCompare(a.wonAt));
    return { rewardHistory: merged, creditsTotal: game.creditsTotal, creditsAvailable: game.creditsAvailable };
  }
  const config = event.config as { eggCount?: number; doors?: number };
  if (event.type === 'easter' && config.eggCount !== undefined) {
    const found = await collectedEggs(db, guestId, event.id);
    return { rewardHistory: history, creditsTotal: config.eggCount, creditsAvailable: event.state === 'live' ? Math.max(0, config.eggCount - found) : 0 };
  }
  if (event.type === 'adventCalendar' && config.doors !== undefined) {
    const today = event.state === 'live' ? doorOfDay(event.firstDay, now) : 0;
    const openedToday = rows.some((row) => row.rewardKey === `door-${today}`);
    return { rewardHistory: history, creditsTotal: config.doors, creditsAvailable: today > 0 && !openedToday ? 1 : 0 };
  }
  return { rewardHistory: history, creditsTotal: event.rewards.length, creditsAvailable: event.state === 'live' ? Math.max(0, event.rewards.length - rows.length) : 0 };
}
