import type { EventState, EventType } from '@/lib/contracts/events';

type YearEvent = { id: number; type: EventType; state: EventState; firstDay: string; lastDay: string };

/** The 12 months of `year` (1–12), each with the events whose Berlin days touch it, in order of their first day. */
export function eventsByMonth<E extends YearEvent>(events: readonly E[], year: number): { month: number; events: E[] }[] {
  const unique = [...new Map(events.map((event) => [event.id, event])).values()].sort((a, b) => a.firstDay.localeCompare(b.firstDay));
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    // YYYY-MM-DD compares as text: the event runs into the month when it starts before its end and ends after its start.
    return { month: index + 1, events: unique.filter((event) => event.firstDay.slice(0, 7) <= month && event.lastDay.slice(0, 7) >= month) };
  });
}

/** A month's name in the reader's language. */
export function monthName(locale: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}
