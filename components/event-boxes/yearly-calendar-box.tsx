'use client';

import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogDescription, DialogTitle, dialogFrame } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { YearlyCalendarText } from '@/lib/contracts/event-boxes';
import { fill } from '@/lib/format/fill';
import { yearEventsOptions } from '@/lib/queries/event-boxes';
import { berlinToday, formatDay } from './calendar-days';
import { LoadState } from '@/components/personal/login-prompt';
import { BoxBody } from '@/components/boxes/box-body';
import { eventsByMonth, monthName } from './year-months';

/** 'wide': a centred box of the year's months in columns (desktop); 'sheet': one column filling a phone's screen. */
export type YearlyLayout = 'wide' | 'sheet';
type Props = { layout: YearlyLayout; locale: Locale; qmday: string | null; text: YearlyCalendarText; onClose: () => void };
type Bound = Omit<Props, 'layout'>;

const panel = {
  wide: `fixed left-1/2 top-1/2 z-[80] max-h-[85vh] w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto outline-none ${dialogFrame}`,
  sheet: `fixed inset-x-0 bottom-0 z-[80] max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line bg-surface p-4 text-fg shadow-2xl outline-none`,
} as const;

function Months({ layout, locale, qmday, text }: Omit<Props, 'onClose'>) {
  const query = useQuery(yearEventsOptions(locale, qmday));
  if (query.isPending || query.isError) return <LoadState text={text} failed={!query.isPending} onRetry={() => void query.refetch()} />;
  const { day, live, upcoming, past } = query.data;
  const year = Number(day.slice(0, 4));
  return (
    <ol className={layout === 'wide' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'} data-testid="yearly-calendar-months">
      {eventsByMonth([...live, ...upcoming, ...past], year).map(({ month, events }) => (
        <li key={month} className="rounded-xl bg-surface-2 p-3">
          <h3 className="font-semibold capitalize">{monthName(locale, year, month)}</h3>
          {events.length === 0 ? <p className="text-sm text-muted">{text.yearly.empty}</p> : null}
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {events.map((event) => {
              const name = text.yearly.types[event.type];
              const href = text.eventHrefs[event.type];
              return (
                <li key={event.id} data-state={event.state}>
                  {href ? (
                    <a className="text-accent underline" href={qmday ? `${href}?qmday=${qmday}` : href}>
                      {name}
                    </a>
                  ) : (
                    <span>{name}</span>
                  )}{' '}
                  <span className="text-muted">{fill(text.yearly.span, { from: formatDay(locale, event.firstDay), to: formatDay(locale, event.lastDay) })}</span>
                  {event.state === 'live' ? <span className="ml-2 rounded-full bg-accent px-2 text-xs font-semibold text-on-accent">{text.yearly.live}</span> : null}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * §2 the yearly calendar boxes (one box, two names): the year's scheduled events month by month
 * with their Berlin days, live ones marked, each linked to its page where it has one.
 */
export function YearlyCalendarBox({ layout, text, onClose, ...props }: Props) {
  const year = berlinToday(props.qmday).slice(0, 4);
  return (
    <Dialog onClose={onClose} box={layout === 'wide' ? 'yearly-calendar' : 'yearly-calendar-mobile'} className={panel[layout]}>
      <DialogTitle>{fill(text.yearly.title, { year })}</DialogTitle>
      <DialogDescription>{fill(text.yearly.span, { from: formatDay(props.locale, `${year}-01-01`), to: formatDay(props.locale, `${year}-12-31`) })}</DialogDescription>
      <BoxBody close={text.close}>
        <Months layout={layout} text={text} {...props} />
      </BoxBody>
    </Dialog>
  );
}

export const YearlyCalendarWideBox = (props: Bound) => <YearlyCalendarBox {...props} layout="wide" />;
export const YearlyCalendarSheetBox = (props: Bound) => <YearlyCalendarBox {...props} layout="sheet" />;
