'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatMoney } from '@/lib/format/currency';
import { studioShowMutation, studioShowsOptions } from '@/lib/queries/studio-shows';
import { useStudio, useStudioT } from '../studio-context';

/**
 * Her upcoming and running ticket shows with the tickets held for each; Start invites every
 * ticket holder (and makes her a ticket show: only holders may join her room), End closes it.
 */
export function StudioShowList() {
  const { locale } = useStudio();
  const t = useStudioT();
  const shows = useQuery(studioShowsOptions(locale));
  const change = useMutation(studioShowMutation(locale));
  const when = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
  const list = shows.data ?? [];
  return (
    <section aria-labelledby="studio-shows-title" className="space-y-3">
      <h2 id="studio-shows-title" className="text-lg font-semibold">
        {t('shows.heading')}
      </h2>
      {shows.data && list.length === 0 ? <p className="text-muted">{t('shows.empty')}</p> : null}
      <ul className="space-y-2">
        {list.map((show) => (
          <li key={show.id} data-testid={`studio-show-${show.id}`} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
            <div className="min-w-0">
              <p className="font-semibold">{show.title}</p>
              <p className="text-sm text-muted">
                {show.phase === 'running' ? t('shows.running') : t('shows.upcoming')} · <time dateTime={show.start}>{when.format(new Date(show.start))}</time> ·{' '}
                {formatMoney(show.price.value, show.price.currency)} · {t('shows.tickets', { count: show.ticketCount })}
              </p>
            </div>
            <div className="flex gap-2">
              {show.started ? null : (
                <button
                  type="button"
                  data-testid={`studio-show-start-${show.id}`}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ showId: show.id, action: 'start' })}
                  className={`${buttonStyles.primary} min-h-9 px-3 text-sm`}
                >
                  {t('shows.start')}
                </button>
              )}
              <button
                type="button"
                data-testid={`studio-show-end-${show.id}`}
                disabled={change.isPending}
                onClick={() => change.mutate({ showId: show.id, action: 'end' })}
                className={`${buttonStyles.secondary} min-h-9 px-3 text-sm`}
              >
                {t('shows.end')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm text-sale">
        {change.isError || shows.isError ? t('shows.failed') : ''}
      </p>
    </section>
  );
}
