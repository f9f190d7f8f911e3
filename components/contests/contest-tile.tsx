import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import { Link } from '@/i18n/navigation';
import type { ContestSummary } from '@/lib/contracts/contests';

const dateOf = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** A contest in a §2 tile grid: preview, kind, state, window, counts and, once ended, its winners. */
export async function ContestTile({ contest, locale, qmday }: { contest: ContestSummary; locale: string; qmday: string | null }) {
  const t = await getTranslations('contests');
  const state = { next: t('stateNext'), active: t('stateActive'), last: t('stateLast') }[contest.state];
  const href = { pathname: '/contests/[id]' as const, params: { id: contest.id }, query: qmday ? { qmday } : undefined };
  return (
    <article className="flex flex-col gap-2 rounded-tile bg-surface p-3 ring-1 ring-line" data-testid="contest-tile">
      {contest.preview ? (
        <Link href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-tile">
          <Img src={contest.preview.url} width={contest.preview.width} height={contest.preview.height} alt="" className="aspect-video w-full object-cover" />
        </Link>
      ) : null}
      <p className="text-xs text-muted">
        {contest.type === 'video' ? t('kindVideo') : t('kindPhoto')} · {state}
      </p>
      <h3 className="font-semibold leading-snug">
        <Link href={href} className="hover:text-accent">
          {contest.title}
        </Link>
      </h3>
      <p className="text-xs text-muted">
        {t('window', { start: dateOf(locale, contest.startsAt), end: dateOf(locale, contest.endsAt) })} · {t('elements', { count: contest.elementsCount })}
      </p>
      {contest.state === 'last' ? (
        contest.winners.length > 0 ? (
          <ol className="text-sm" aria-label={t('winners')}>
            {contest.winners.map((winner) => (
              <li key={winner.mediaId}>
                {t('place', { place: winner.place ?? 0 })}: {winner.actor.name} ({t('votes', { count: winner.mediaVotes })})
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{t('noWinners')}</p>
        )
      ) : null}
    </article>
  );
}

export async function ContestTileGrid({ contests, locale, qmday }: { contests: ContestSummary[]; locale: string; qmday: string | null }) {
  const t = await getTranslations('contests');
  if (contests.length === 0) return <p className="text-muted">{t('none')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {contests.map((contest) => (
        <li key={contest.id}>
          <ContestTile contest={contest} locale={locale} qmday={qmday} />
        </li>
      ))}
    </ul>
  );
}
