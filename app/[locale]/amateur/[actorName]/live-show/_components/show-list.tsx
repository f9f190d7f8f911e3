import { getTranslations } from 'next-intl/server';
import { TicketActions } from '@/components/tickets/ticket-actions';
import { ticketText } from '@/components/tickets/ticket-text-server';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/routing';
import type { ChatTicket } from '@/lib/contracts/cam-show';
import { formatMoney } from '@/lib/format/currency';

type ShowListProps = { shows: readonly ChatTicket[]; locale: Locale };

/**
 * The performer's ticketed cam shows (§3 chat ticket) with the buy / give-back buttons. Times in
 * Berlin time, in the page's language.
 */
export async function ShowList({ shows, locale }: ShowListProps) {
  const [t, text] = await Promise.all([getTranslations('LiveShow'), ticketText()]);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Berlin' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' });
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {shows.map((show) => {
        const start = new Date(show.start);
        const end = new Date(show.end);
        const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
        return (
          <li key={show.id}>
            <article className="flex h-full flex-col gap-2 rounded-tile bg-surface p-4 ring-1 ring-line" data-testid="cam-show">
              <div className="flex flex-wrap items-center gap-1.5">
                {show.hasStarted ? (
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-online/10 px-2 py-0.5 text-xs font-semibold text-online ring-1 ring-online/30">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-online" />
                    {t('running')}
                  </span>
                ) : null}
                {show.isFeatured ? <Badge tone="vip">{t('featured')}</Badge> : null}
                {show.isFree ? <Badge tone="free">{t('free')}</Badge> : null}
              </div>
              <h3 className="text-base font-semibold text-fg">{show.title}</h3>
              <p className="text-sm text-muted">
                <time dateTime={show.start}>{t('when', { date: day.format(start), start: time.format(start), end: time.format(end) })}</time>
                {' · '}
                {t('length', { minutes })}
              </p>
              {show.description.trim() ? <p className="whitespace-pre-line text-sm text-fg/85">{show.description}</p> : null}
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
                <p className="font-semibold text-fg">
                  {show.isFree ? t('free') : t('ticket', { price: formatMoney(show.price.value, show.price.currency) })}
                </p>
                <TicketActions locale={locale} show={show} text={text} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
