import 'server-only';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { GiftCalendar } from '@/lib/contracts/activity';
import { eventRewardsSchema, type EventReward } from '@/lib/contracts/events';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorGiftCalendars, actorGiftClaims } from '@/lib/server/db/schema/activity';
import { eventState, windowDays } from '@/lib/server/events/berlin-window';
import { formatCalendarDay, parseCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';

export type CalendarRow = typeof actorGiftCalendars.$inferSelect;

/** The performer's calendar live at `now`, else her next, else her last; null if she has none. */
export async function calendarOfActor(db: DbOrTx, actorId: number, now: Date): Promise<CalendarRow | null> {
  const ofActor = eq(actorGiftCalendars.actorId, actorId);
  const [live] = await db.select().from(actorGiftCalendars).where(and(ofActor, lte(actorGiftCalendars.startsAt, now), gt(actorGiftCalendars.endsAt, now))).limit(1);
  if (live) return live;
  const [next] = await db.select().from(actorGiftCalendars).where(and(ofActor, gt(actorGiftCalendars.startsAt, now))).orderBy(asc(actorGiftCalendars.startsAt)).limit(1);
  if (next) return next;
  const [last] = await db.select().from(actorGiftCalendars).where(and(ofActor, lte(actorGiftCalendars.endsAt, now))).orderBy(desc(actorGiftCalendars.endsAt)).limit(1);
  return last ?? null;
}

const dayNumber = (day: string) => {
  const parsed = parseCalendarDay(day);
  return parsed ? Date.UTC(parsed.year, parsed.month - 1, parsed.day) / 86_400_000 : 0;
};

/** The gift of a Berlin day of a live calendar: its list taken in turn from the first day (pure). */
export function giftOfDay(gifts: readonly EventReward[], firstDay: string, day: string): EventReward | null {
  if (gifts.length === 0) return null;
  const index = dayNumber(day) - dayNumber(firstDay);
  return index < 0 ? null : gifts[index % gifts.length]!;
}

/** Where a calendar stands at `now`: the Berlin day, its state and today's gift while live (pure). */
export function calendarView(row: CalendarRow, now: Date): Omit<GiftCalendar, 'claimedToday'> {
  const day = formatCalendarDay(berlinDayOf(now));
  const state = eventState(row, now);
  const { firstDay, lastDay } = windowDays(row);
  const gifts = eventRewardsSchema.safeParse(row.gifts);
  const gift = state === 'live' && gifts.success ? giftOfDay(gifts.data, firstDay, day) : null;
  return { actorId: row.actorId, day, state, firstDay, lastDay, gift: gift ? { type: gift.type, amount: gift.amount } : null };
}

/** §2 actor-gift-calendar box: the performer's calendar at `now`, today's gift and whether the guest took it. */
export async function giftCalendarOf(db: DbOrTx, actorId: number, guestId: number | null, now: Date): Promise<GiftCalendar | null> {
  const row = await calendarOfActor(db, actorId, now);
  if (!row) return null;
  const view = calendarView(row, now);
  const [claim] =
    guestId === null
      ? []
      : await db
          .select({ id: actorGiftClaims.id })
          .from(actorGiftClaims)
          .where(and(eq(actorGiftClaims.guestId, guestId), eq(actorGiftClaims.actorId, actorId), eq(actorGiftClaims.day, view.day)));
  return { ...view, claimedToday: claim !== undefined };
}
