import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CamShowList } from '@/components/actor/cam-show-list';
import { ModelListView } from '@/components/actor/model-list-view';
import { MODEL_SORTS, modelListQuery } from '@/components/actor/model-list-query';
import { pageLocale } from '@/components/layout/page-locale';
import { SectionHeading } from '@/components/layout/section-heading';
import { listPage, type SearchParams } from '@/lib/catalog/list-query';
import { listModels } from '@/lib/server/catalog/list-models';
import { listCamShows } from '@/lib/server/catalog/models/cam-shows';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';

/** The schedule on the first page: the next shows, running ones first. */
const SCHEDULE_SIZE = 12;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, 1);
  const seo = await pageSeo(locale, 'camShows');
  const query = { page: page > 1 ? String(page) : undefined };
  return pageMetadata({ locale, pathname: '/cam-shows', query, title: seo.title, description: seo.description });
}

/**
 * §2 /cam-shows/: the schedule of upcoming and running shows (first page), then the performers
 * with shows as a paginated, sortable list. Tickets are shown only; buying comes with live chat.
 */
export default async function CamShowsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = modelListQuery(await searchParams);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const { db } = runtime();
  const [list, schedule, seo, t] = await Promise.all([
    listModels(db, { first: query.pageSize, offset: query.offset, order: query.sort, filter: { availability: 'camShows' }, viewerCountry }),
    query.page === 1 ? listCamShows(db, { first: SCHEDULE_SIZE, offset: 0, viewerCountry }) : null,
    pageSeo(locale, 'camShows'),
    getTranslations('CamShows'),
  ]);
  const scheduleSection = schedule ? (
    <section aria-labelledby="cam-show-schedule">
      <SectionHeading id="cam-show-schedule" title={t('scheduleHeading')} />
      {schedule.items.length > 0 ? <CamShowList shows={schedule.items} /> : <p className="text-muted">{t('empty')}</p>}
    </section>
  ) : null;
  return (
    <ModelListView
      heading={{ title: seo.h1, lead: t('intro'), h2: t('performersHeading') }}
      list={list}
      query={query}
      sorts={MODEL_SORTS}
      defaultSort="rank"
      route={{ pathname: '/cam-shows' }}
      emptyText={t('performersEmpty')}
      before={scheduleSection}
    />
  );
}
