import 'server-only';
import { and, asc, desc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import { type EventType, eventConfigSchemas, eventRewardsSchema, type ScheduledEventWire } from '@/lib/contracts/events';
import type { DbOrTx } from '@/lib/server/db/client';
import { scheduledEvents } from '@/lib/server/db/schema/events';
import { log } from '@/lib/server/log';
import { berlinSpanOfYear } from './year-span';
import { eventState, windowDays } from './berlin-window';

type EventRow = typeof scheduledEvents.$inferSelect;

/**
 * A stored row as the wire shows it, its config and rewards read through the schema of its type.
 * A row that does not parse is a bad schedule entry (our fault): logged and left out, so one bad
 * row never breaks the page.
 */
export function toEventWire(row: EventRow, now: Date): ScheduledEventWire | null {
  const config = eventConfigSchemas[row.type]?.safeParse(row.config);
  const rewards = eventRewardsSchema.safeParse(row.rewards);
  if (!config?.success || !rewards.success) {
    log.error(`scheduled event ${row.key} has an invalid config or rewards`);
    return null;
  }
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    state: eventState(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    ...windowDays(row),
    config: config.data as Record<string, unknown>,
    rewards: rewards.data,
  };
}

const wire = (rows: EventRow[], now: Date) => rows.map((row) => toEventWire(row, now)).filter((event) => event !== null);

/** Events live at `now` (inside their window), soonest ending first. */
export async function activeEvents(db: DbOrTx, now: Date): Promise<ScheduledEventWire[]> {
  const rows = await db.select().from(scheduledEvents).where(and(lte(scheduledEvents.startsAt, now), gt(scheduledEvents.endsAt, now))).orderBy(asc(scheduledEvents.endsAt));
  return wire(rows, now);
}

/** Events that start after `now`, soonest first. */
export async function upcomingEvents(db: DbOrTx, now: Date, limit = 20): Promise<ScheduledEventWire[]> {
  const rows = await db.select().from(scheduledEvents).where(gt(scheduledEvents.startsAt, now)).orderBy(asc(scheduledEvents.startsAt)).limit(limit);
  return wire(rows, now);
}

/** Events that ended at or before `now`, latest first. */
export async function pastEvents(db: DbOrTx, now: Date, limit = 20): Promise<ScheduledEventWire[]> {
  const rows = await db.select().from(scheduledEvents).where(lte(scheduledEvents.endsAt, now)).orderBy(desc(scheduledEvents.endsAt)).limit(limit);
  return wire(rows, now);
}

/** Every event touching a Berlin calendar year, in order, with its state at `now`. */
export async function eventsOfYear(db: DbOrTx, year: number, now: Date): Promise<ScheduledEventWire[]> {
  const { start, end } = berlinSpanOfYear(year);
  const rows = await db.select().from(scheduledEvents).where(and(lt(scheduledEvents.startsAt, end), gt(scheduledEvents.endsAt, start))).orderBy(asc(scheduledEvents.startsAt));
  return wire(rows, now);
}

/** §7 getData/{eventType}: the run of that type live at `now`, else the next, else the last; null if none. */
export async function eventOfType(db: DbOrTx, type: EventType, now: Date): Promise<ScheduledEventWire | null> {
  const ofType = eq(scheduledEvents.type, type);
  const [live] = await db.select().from(scheduledEvents).where(and(ofType, lte(scheduledEvents.startsAt, now), gt(scheduledEvents.endsAt, now))).limit(1);
  const [next] = live ? [] : await db.select().from(scheduledEvents).where(and(ofType, gt(scheduledEvents.startsAt, now))).orderBy(asc(scheduledEvents.startsAt)).limit(1);
  const [last] = live || next ? [] : await db.select().from(scheduledEvents).where(and(ofType, gte(scheduledEvents.startsAt, new Date(0)), lte(scheduledEvents.endsAt, now))).orderBy(desc(scheduledEvents.endsAt)).limit(1);
  const row = live ?? next ?? last;
  return row ? toEventWire(row, now) : null;
}
