import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContestMediaIsland } from '@/components/contests/contest-media-island';
import { ContestMediumCard } from '@/components/contests/contest-medium-card';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { SectionHeading } from '@/components/layout/section-heading';
import { Link, hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { type ContestGridItem, type ContestSub, contestSubSchema } from '@/lib/contracts/contests';
import { contestGridItems } from '@/lib/server/contests/contest-grid';
import { getContestRow } from '@/lib/server/contests/contest-row';
import { contestSummary } from '@/lib/server/contests/contest-summary';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { islandText } from './island-text';
import { type SearchParams, pageNow } from './page-now';

export type ContestRouteParams = Promise<{ locale: string; id: string; contestSub?: string; actorName?: string }>;
type Props = { params: ContestRouteParams; searchParams: SearchParams };

const ID = /^[1-9]\d{0,8}$/;
const NAV: Exclude<ContestSub, 'actor'>[] = ['overview', 'notvoted', 'voted', 'top10'];
const navLabel = { overview: 'subOverview', notvoted: 'subNotvoted', voted: 'subVoted', top10: 'subTop10' } as const;

/** The contest and sub-view a URL names, or the localized 404 (unknown id or sub-view). */
async function resolve(params: ContestRouteParams) {
  const { id, contestSub, actorName } = await params;
  const sub = actorName ? 'actor' : contestSubSchema.safeParse(contestSub ?? 'overview').data;
  if (!ID.test(id) || !sub || (sub === 'actor' && !actorName)) notFound();
  const row = await getContestRow(runtime().db, Number(id));
  if (!row) notFound();
  return { row, sub, actorName: actorName ? decodeURIComponent(actorName) : undefined };
}

export async function contestMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { row } = await resolve(params);
  const summary = await contestSummary(runtime().db, row, locale, new Date());
  return pageMetadata({ locale, pathname: '/contests/[id]', params: { id: String(row.id) }, title: summary.title, description: summary.description });
}

const mediumHref = (locale: Locale, item: ContestGridItem) =>
  item.kind === 'video'
    ? hrefOf(locale, { pathname: '/amateur/[actorName]/video/[videoId]', params: { actorName: item.actor.slug, videoId: item.videoId ?? 0 } })
    : hrefOf(locale, { pathname: '/amateur/[actorName]/pictures/[albumId]', params: { actorName: item.actor.slug, albumId: item.albumId ?? 0 } });

/** §2 a contest with its sub-views: header, winners once ended, and the media to vote on. */
export async function ContestView({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await connection();
  const { row, sub, actorName } = await resolve(params);
  const { now, qmday } = await pageNow(searchParams);
  const db = runtime().db;
  const [summary, first] = await Promise.all([
    contestSummary(db, row, locale, now),
    contestGridItems(db, { contestId: row.id, sub: sub === 'voted' || sub === 'notvoted' ? 'overview' : sub, actorName, limit: 24, offset: 0, guestId: null, now }),
  ]);
  if (sub === 'actor' && first.items.length === 0) notFound();
  const t = await getTranslations('contests');
  const query = qmday ? { qmday } : undefined;
  const dateOf = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  const heading = sub === 'actor' ? `${summary.title}: ${t('subActor', { name: first.items[0]?.actor.name ?? '' })}` : summary.title;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={heading} lead={summary.description}>
        <p className="mt-2 text-sm text-muted" data-testid="contest-state">
          {summary.state === 'active' ? t('stateActive') : summary.state === 'next' ? t('notOpen', { date: dateOf(summary.startsAt) }) : t('closed')} ·{' '}
          {t('window', { start: dateOf(summary.startsAt), end: dateOf(summary.endsAt) })} · {t('votes', { count: summary.totalVotes })}
        </p>
      </PageHeading>
      {summary.state === 'last' ? (
        <section aria-labelledby="contest-winners">
          <SectionHeading id="contest-winners" title={t('winners')} />
          {summary.winners.length === 0 ? <p className="text-muted">{t('noWinners')}</p> : null}
          <ol className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {summary.winners.map((item) => (
              <li key={item.mediaId}>
                <ContestMediumCard item={item} href={mediumHref(locale, item)} votesLabel={t('votes', { count: item.mediaVotes })} placeLabel={t('place', { place: item.place ?? 0 })} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <nav aria-label={t('subNav')} className="flex flex-wrap gap-3 text-sm">
        {NAV.map((key) => (
          <Link
            key={key}
            href={key === 'overview' ? { pathname: '/contests/[id]', params: { id: row.id }, query } : { pathname: '/contests/[id]/[contestSub]', params: { id: row.id, contestSub: key }, query }}
            aria-current={key === sub ? 'page' : undefined}
            className={key === sub ? 'font-bold text-accent' : 'hover:text-accent'}
          >
            {t(navLabel[key])}
          </Link>
        ))}
      </nav>
      <ContestMediaIsland
        language={locale}
        contestId={row.id}
        sub={sub}
        actorName={actorName}
        open={summary.state === 'active'}
        qmday={qmday}
        initialPage={sub === 'voted' || sub === 'notvoted' ? null : first}
        hrefs={{
          video: hrefOf(locale, { pathname: '/amateur/[actorName]/video/[videoId]', params: { actorName: '__actor__', videoId: '__id__' } }),
          photo: hrefOf(locale, { pathname: '/amateur/[actorName]/pictures/[albumId]', params: { actorName: '__actor__', albumId: '__id__' } }),
        }}
        text={await islandText()}
      />
    </div>
  );
}
