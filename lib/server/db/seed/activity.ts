import 'server-only';
import { asc } from 'drizzle-orm';
import type { EventReward } from '@/lib/contracts/events';
import type { Tx } from '@/lib/server/db/client';
import { actorGiftCalendars } from '@/lib/server/db/schema/activity';
import { actors } from '@/lib/server/db/schema/actors';
import { berlinWindow } from '@/lib/server/events/berlin-window';
import { addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';
import type { SeedSection } from './seed-section';

const gift = (type: EventReward['type'], amount: number, key: string): EventReward => ({ key, type, amount, threshold: null, isUpTo: false, hidden: false });
/** A day's gift in turn: a messenger gift, coins, a video voucher, a spin. */
const GIFTS: EventReward[] = [gift('messengerGift', 1, 'gift'), gift('coins', 10, 'coins'), gift('videoVoucher', 1, 'video'), gift('spins', 1, 'spin')];

/**
 * §2/§7 performers' gift calendars: the first three performers run one around the seed's day (live
 * on it, so the actor-gift-calendar box has something to give), the next three in December 1–24
 * of the seed's year (a test day walks it).
 */
export const activitySeedSection: SeedSection = {
  name: 'actor gift calendars',
  seeded: async (tx: Tx) => (await tx.select({ id: actorGiftCalendars.id }).from(actorGiftCalendars).limit(1)).length > 0,
  insert: async (tx, { now }) => {
    const today = berlinDayOf(now);
    const ids = (await tx.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(6)).map((row) => row.id);
    const rows = ids.map((actorId, index) => {
      const window = index < 3 ? berlinWindow(addDays(today, -3), addDays(today, 27)) : berlinWindow({ year: today.year, month: 12, day: 1 }, { year: today.year, month: 12, day: 24 });
      return { actorId, ...window, gifts: GIFTS.slice(index % GIFTS.length).concat(GIFTS.slice(0, index % GIFTS.length)) };
    });
    if (rows.length > 0) await tx.insert(actorGiftCalendars).values(rows);
  },
};
