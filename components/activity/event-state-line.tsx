import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { EventState } from '@/lib/contracts/events';
import { YearlyCalendarLink } from '@/components/event-boxes/yearly-calendar-link';
import { berlinToday } from '@/components/event-boxes/calendar-days';

type Props = { locale: Locale; event: { state: EventState; firstDay: string; lastDay: string } | null };

/** A Berlin day (YYYY-MM-DD) as the reader's long date; the day itself, not an instant, so UTC. */
const longDay = (locale: Locale, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** §2 where an event stands, honestly: running until its last day, starting on its first, or over. */
export async function EventStateLine({ locale, event }: Props) {
  const t = await getTranslations({ locale, namespace: 'activity' });
  if (!event) return <p className="text-muted">{t('none')}</p>;
  const line =
    event.state === 'live'
      ? t('live', { date: longDay(locale, event.lastDay) })
      : event.state === 'upcoming'
        ? t('upcoming', { date: longDay(locale, event.firstDay) })
        : t('past', { date: longDay(locale, event.lastDay) });
  return (
    <div className="flex flex-col gap-1" data-testid="event-state" data-state={event.state}>
      <p className="font-medium">{line}</p>
      {event.state === 'upcoming' ? <p className="text-sm text-muted">{t('upcomingNote')}</p> : null}
      {event.state === 'past' ? <p className="text-sm text-muted">{t('pastNote')}</p> : null}
      {/* §2 the yearly calendar box: every event of the year, from any event's page. */}
      <YearlyCalendarLink locale={locale} year={Number(berlinToday(null).slice(0, 4))} />
    </div>
  );
}
