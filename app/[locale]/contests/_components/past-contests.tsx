import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContestTileGrid } from '@/components/contests/contest-tile';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { Link } from '@/i18n/navigation';
import type { ContestKind } from '@/lib/contracts/contests';
import { listContests } from '@/lib/server/contests/contest-summary';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { type SearchParams, pageNow } from './page-now';

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

const views = {
  all: { pathname: '/contests/past', label: 'pastOverview' },
  video: { pathname: '/contests/past/videos', label: 'pastVideos' },
  photo: { pathname: '/contests/past/photos', label: 'pastPhotos' },
} as const;

/** Metadata of a §2 past-contests view. */
export function pastContestsMetadata(view: keyof typeof views) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'contests' });
    return pageMetadata({ locale, pathname: views[view].pathname, title: `${t('pastHeading')}: ${t(views[view].label)}`, description: t('lead') });
  };
}

/** §2 past contests: overview, video contests, photo contests; newest first, with their winners. */
export async function PastContests({ params, searchParams, view }: Props & { view: keyof typeof views }) {
  const locale = await pageLocale(params);
  await connection();
  const { now, qmday } = await pageNow(searchParams);
  const kind: ContestKind | undefined = view === 'all' ? undefined : view;
  const list = await listContests(runtime().db, { state: 'last', kind, now, language: locale, limit: 24, offset: 0 });
  const t = await getTranslations('contests');
  const query = qmday ? { qmday } : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('pastHeading')} />
      <nav aria-label={t('pastHeading')} className="flex flex-wrap gap-3 text-sm">
        {(Object.keys(views) as (keyof typeof views)[]).map((key) => (
          <Link key={key} href={{ pathname: views[key].pathname, query }} aria-current={key === view ? 'page' : undefined} className={key === view ? 'font-bold text-accent' : 'hover:text-accent'}>
            {t(views[key].label)}
          </Link>
        ))}
      </nav>
      <ContestTileGrid contests={list.items} locale={locale} qmday={qmday} />
    </div>
  );
}
