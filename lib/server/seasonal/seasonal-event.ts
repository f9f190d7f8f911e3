import 'server-only';
import { eq } from 'drizzle-orm';
import type { EventConfig, EventType, ScheduledEventWire } from '@/lib/contracts/events';
import type { SeasonalEventSummary } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { scheduledEvents } from '@/lib/server/db/schema/events';
import { AppError } from '@/lib/server/errors';
import { toEventWire } from '@/lib/server/events/list-events';

export type TypedEvent<T extends EventType> = Omit<ScheduledEventWire, 'config'> & { type: T; config: EventConfig<T> };

export const summaryOf = (event: ScheduledEventWire): SeasonalEventSummary => ({ id: event.id, key: event.key, state: event.state, firstDay: event.firstDay, lastDay: event.lastDay });

/** A scheduled event by id, as the wire reads it at `now` (config parsed by its type's schema); null if unknown. */
export async function eventById(db: DbOrTx, eventId: number, now: Date): Promise<ScheduledEventWire | null> {
  const [row] = await db.select().from(scheduledEvents).where(eq(scheduledEvents.id, eventId));
  return row ? toEventWire(row, now) : null;
}

/** The event must be of this type and live at `now` (the day a test day sets counts as now), else OUTSIDE_WINDOW. */
export function liveOfType<T extends EventType>(event: ScheduledEventWire | null, type: T): TypedEvent<T> {
  if (!event || event.type !== type) throw new AppError('NOT_FOUND', 'No such event.');
  if (event.state !== 'live') throw new AppError('OUTSIDE_WINDOW', event.state === 'upcoming' ? 'This event has not started yet.' : 'This event is over.', { firstDay: event.firstDay, lastDay: event.lastDay });
  return event as TypedEvent<T>;
}
