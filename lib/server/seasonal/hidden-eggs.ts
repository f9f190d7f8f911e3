import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { HiddenEgg } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { seasonalEggFinds } from '@/lib/server/db/schema/seasonal';
import { eventOfType } from '@/lib/server/events/list-events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf, berlinDayStart, nextDay } from '@/lib/server/tv/berlin-days';
import { eggPagesOfDay } from './egg-pages';
import { eggKey, signEgg } from './egg-token';
import type { TypedEvent } from './seasonal-event';

/** How many eggs the guest found in this run of the event. */
export async function collectedEggs(db: DbOrTx, guestId: number, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(seasonalEggFinds).where(and(eq(seasonalEggFinds.guestId, guestId), eq(seasonalEggFinds.eventId, eventId)));
  return row?.n ?? 0;
}

/** `quietUntil`: no egg can appear for her before this instant (ISO), so pages need not ask; null while eggs wait. */
export type HiddenEggs = { day: string; eggs: HiddenEgg[]; quietUntil: string | null };

/**
 * §3 Easter: the eggs hidden for this guest on the Berlin day of `now` that she has not found
 * yet, each with a token signed for (event, day, page, guest). None outside the event's window
 * or once she found the event's eggCount — and then until when none will come: the hunt's start,
 * its end (all found), or the next Berlin day (today's found, or no hunt scheduled yet).
 */
export async function hiddenEggs(db: DbOrTx, tokenKey: Uint8Array, guestId: number, now: Date): Promise<HiddenEggs> {
  const today = berlinDayOf(now);
  const day = formatCalendarDay(today);
  // No egg before the next Berlin day: the page need not ask again until then.
  const tomorrow = berlinDayStart(nextDay(today)).toISOString();
  const event = await eventOfType(db, 'easter', now);
  if (!event || event.state !== 'live') return { day, eggs: [], quietUntil: event?.state === 'upcoming' ? event.startsAt : tomorrow };
  const { config } = event as TypedEvent<'easter'>;
  if ((await collectedEggs(db, guestId, event.id)) >= config.eggCount) return { day, eggs: [], quietUntil: event.endsAt };
  const key = eggKey(tokenKey);
  const found = await db
    .select({ page: seasonalEggFinds.page })
    .from(seasonalEggFinds)
    .where(and(eq(seasonalEggFinds.guestId, guestId), eq(seasonalEggFinds.eventId, event.id), eq(seasonalEggFinds.day, day)));
  const taken = new Set(found.map((row) => row.page));
  const pages = eggPagesOfDay(key, event.key, day, config.pages).filter((page) => !taken.has(page));
  return {
    day,
    eggs: pages.map((page) => ({ page, verificationToken: signEgg(key, { eventId: event.id, day, page, guestId }) })),
    quietUntil: pages.length === 0 ? tomorrow : null,
  };
}
