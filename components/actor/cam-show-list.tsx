import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { TicketActions } from '@/components/tickets/ticket-actions';
import { ticketText } from '@/components/tickets/ticket-text-server';
import { Badge } from '@/components/ui/badge';
import { hasLocale } from '@/i18n/has-locale';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import type { ChatTicket } from '@/lib/contracts/cam-show';
import { formatMoney } from '@/lib/format/currency';

type CamShowListProps = {
  shows: readonly ChatTicket[];
  /** Show the performer's name with a link to her profile (lists of several performers). */
  withPerformer?: boolean;
};

/**
 * §3 chat tickets: title, start and end in the page language and Berlin time (next-intl's time
 * zone, i18n/request.ts), price or free, a featured badge, running shows marked live, and the
 * buy / give-back buttons (a client island that asks whether this guest holds a ticket).
 */
export async function CamShowList({ shows, withPerformer = true }: CamShowListProps) {
  const t = await getTranslations('CamShows');
  const [format, pageLanguage, text] = await Promise.all([getFormatter(), getLocale(), ticketText()]);
  const locale = hasLocale(pageLanguage) ? pageLanguage : routing.defaultLocale;
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const clock = (iso: string) => format.dateTime(new Date(iso), { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  return (
    <ul aria-label={t('listLabel')} className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
      {shows.map((show) => (
        <li
          key={show.id}
          className={`flex flex-col gap-1 rounded-tile bg-surface p-3 ring-1 ${show.hasStarted ? 'ring-online/60' : 'ring-line'}`}
        >
          <div className="flex flex-wrap items-center gap-1.5">
            {show.hasStarted ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-online/10 px-2 py-0.5 text-xs font-semibold text-online ring-1 ring-online/30">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-online" />
                {t('live')}
              </span>
            ) : null}
            {show.isFeatured ? <Badge tone="vip">{t('featured')}</Badge> : null}
          </div>
          <p className="font-semibold leading-snug text-fg">{show.title}</p>
          {withPerformer ? (
            <Link
              href={{ pathname: '/amateur/[actorName]/live-show', params: { actorName: show.actorSlug } }}
              className="self-start text-sm text-muted hover:text-fg hover:underline"
            >
              {t('with', { name: show.actorName })}
            </Link>
          ) : null}
          <p className="text-sm tabular-nums text-muted">
            <time dateTime={show.start}>{day(show.start)}</time>
            {' – '}
            <time dateTime={show.end}>{clock(show.end)}</time>
          </p>
          <p className="text-sm font-semibold">
            {show.isFree ? (
              <span className="text-online">{t('free')}</span>
            ) : (
              <span className="text-fg">{t('ticket', { price: formatMoney(show.price.value, show.price.currency) })}</span>
            )}
          </p>
          <TicketActions locale={locale} show={show} text={text} />
        </li>
      ))}
    </ul>
  );
}
