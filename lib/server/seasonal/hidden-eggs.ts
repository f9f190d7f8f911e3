import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { HiddenEgg } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { seasonalEggFinds } from '@/lib/server/db/schema/seasonal';
import { eventOfType } from '@/lib/server/events/list-events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { eggPagesOfDay } from './egg-pages';
import { eggKey, signEgg } from './egg-token';
import type { TypedEvent } from './seasonal-event';

/** How many eggs the guest found in this run of the event. */
export async function collectedEggs(db: DbOrTx, guestId: number, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(seasonalEggFinds).where(and(eq(seasonalEggFinds.guestId, guestId), eq(seasonalEggFinds.eventId, eventId)));
  return row?.n ?? 0;
}

/**
 * §3 Easter: the eggs hidden for this guest on the Berlin day of `now` that she has not found
 * yet, each with a token signed for (event, day, page, guest). None outside the event's window
 * or once she found the event's eggCount.
 */
export async function hiddenEggs(db: DbOrTx, tokenKey: Uint8Array, guestId: number, now: Date): Promise<{ day: string; eggs: HiddenEgg[] }> {
  const day = formatCalendarDay(berlinDayOf(now));
  const event = await eventOfType(db, 'easter', now);
  if (!event || event.state !== 'live') return { day, eggs: [] };
  const { config } = event as TypedEvent<'easter'>;
  if ((await collectedEggs(db, guestId, event.id)) >= config.eggCount) return { day, eggs: [] };
  const key = eggKey(tokenKey);
  const found = await db
    .select({ page: seasonalEggFinds.page })
    .from(seasonalEggFinds)
    .where(and(eq(seasonalEggFinds.guestId, guestId), eq(seasonalEggFinds.eventId, event.id), eq(seasonalEggFinds.day, day)));
  const taken = new Set(found.map((row) => row.page));
  const pages = eggPagesOfDay(key, event.key, day, config.pages).filter((page) => !taken.has(page));
  return { day, eggs: pages.map((page) => ({ page, verificationToken: signEgg(key, { eventId: event.id, day, page, guestId }) })) };
}
