import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContestTileGrid } from '@/components/contests/contest-tile';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { SectionHeading } from '@/components/layout/section-heading';
import { Link } from '@/i18n/navigation';
import { CONTEST_PASSED_LIST } from '@/lib/contracts/contests';
import { listContests } from '@/lib/server/contests/contest-summary';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { type SearchParams, pageNow } from './_components/page-now';

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contests' });
  return pageMetadata({ locale, pathname: '/contests', title: t('metaTitle'), description: t('lead') });
}

/** §2 contests: the running ones, the next ones, and the last two of each kind (§9 passed list 2). */
export default async function ContestsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await connection(); // reads the database and the clock
  const { now, qmday } = await pageNow(searchParams);
  const db = runtime().db;
  const list = (state: 'active' | 'next' | 'last', kind?: 'video' | 'photo') =>
    listContests(db, { state, kind, now, language: locale, limit: kind ? CONTEST_PASSED_LIST : 12, offset: 0 });
  const [active, next, pastVideos, pastPhotos] = await Promise.all([list('active'), list('next'), list('last', 'video'), list('last', 'photo')]);
  const t = await getTranslations('contests');
  const query = qmday ? { qmday } : undefined;
  return (
    <div className="flex flex-col gap-10">
      <PageHeading title={t('heading')} lead={t('lead')} />
      <section aria-labelledby="contests-active">
        <SectionHeading id="contests-active" title={t('activeHeading')} />
        <ContestTileGrid contests={active.items} locale={locale} qmday={qmday} />
      </section>
      <section aria-labelledby="contests-next">
        <SectionHeading id="contests-next" title={t('nextHeading')} />
        <ContestTileGrid contests={next.items} locale={locale} qmday={qmday} />
      </section>
      <section aria-labelledby="contests-past">
        <SectionHeading id="contests-past" title={t('pastHeading')} />
        <ContestTileGrid contests={[...pastVideos.items, ...pastPhotos.items]} locale={locale} qmday={qmday} />
        <p className="mt-4">
          <Link href={{ pathname: '/contests/past', query }} className="font-semibold text-accent hover:underline">
            {t('pastAll')}
          </Link>
        </p>
      </section>
    </div>
  );
}
