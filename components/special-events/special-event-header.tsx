import { EventStateLine } from '@/components/activity/event-state-line';
import { PageHeading } from '@/components/layout/page-heading';
import type { Locale } from '@/i18n/routing';
import type { ScheduledEventWire } from '@/lib/contracts/events';

type Props = { locale: Locale; title: string; lead: string; event: ScheduledEventWire | null };

/** The head of a §2 special-event page: the one h1, a short lead and where the event stands. */
export function SpecialEventHeader({ locale, title, lead, event }: Props) {
  return (
    <header className="flex flex-col gap-3">
      <PageHeading title={title} lead={lead} />
      <EventStateLine locale={locale} event={event} />
    </header>
  );
}
