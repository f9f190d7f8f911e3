import type { Locale } from '@/i18n/routing';
import { EVENT_TYPES } from '@/lib/contracts/events';
import { eventBoxesText } from '@/lib/event-boxes/event-boxes-text';
import { fill } from '@/lib/format/fill';
import { routePath } from '@/lib/seo/route-path';
import { EVENT_PAGES } from './event-pages';
import { YearlyCalendarButton } from './yearly-calendar-button';

/** The link to the §2 yearly calendar box under an event's state line: strings and event page URLs rendered here. */
export function YearlyCalendarLink({ locale, year }: { locale: Locale; year: number }) {
  const { yearly, close, loading, failed, retry } = eventBoxesText(locale);
  const eventHrefs = Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const page = EVENT_PAGES[type];
      return [type, page ? routePath(locale, page) : ''];
    }),
  ) as Record<(typeof EVENT_TYPES)[number], string>;
  return <YearlyCalendarButton locale={locale} label={fill(yearly.open, { year })} text={{ yearly, close, loading, failed, retry, eventHrefs }} />;
}
