import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { type ListRoute, listHref } from '@/components/actor/list-href';
import { MODEL_PAGE_SIZE } from '@/components/actor/model-list-query';
import { TopCamList } from '@/components/actor/top-cam-list';
import { topCamRoutes } from '@/components/actor/top-cam-routes';
import { TopCamTabs } from '@/components/actor/top-cam-tabs';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { EmptyPage } from '@/components/ui/empty-page';
import { Pagination } from '@/components/ui/pagination';
import { ViewSwitch } from '@/components/ui/view-switch';
import { listPage, pageCountOf, parseGridMode, type SearchParams } from '@/lib/catalog/list-query';
import type { TopCamView } from '@/lib/contracts/top-cam';
import { listTopCams } from '@/lib/server/catalog/models/top-cams';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageSeo } from '@/lib/seo/page-seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** generateMetadata of one top cams view. */
export function topCamsMetadata(view: TopCamView) {
  return async ({ params, searchParams }: Props): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const { page } = listPage(await searchParams, 1);
    const seo = await pageSeo(locale, topCamRoutes[view].titleKey);
    const query = { page: page > 1 ? String(page) : undefined };
    return pageMetadata({ locale, pathname: topCamRoutes[view].pathname, query, title: seo.title, description: seo.description });
  };
}

/**
 * One of the four top cams views of §2 (at most 100 places), 30 to a page, with tabs between
 * the views and the grid/list switch; a page past the end shows the empty state (status 200).
 */
export async function TopCamsPage({ view, params, searchParams }: Props & { view: TopCamView }) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const { page, offset, pageSize } = listPage(search, MODEL_PAGE_SIZE);
  const mode = parseGridMode(search.view);
  await connection(); // reads the database: never at build time
  const viewerCountry = await pageViewerCountry();
  const [list, seo, t] = await Promise.all([
    listTopCams(runtime().db, { view, viewerCountry }),
    pageSeo(locale, topCamRoutes[view].titleKey),
    getTranslations('TopCams'),
  ]);
  const route: ListRoute = { pathname: topCamRoutes[view].pathname };
  const kept = { view: mode === 'list' ? 'list' : undefined };
  const pageCount = pageCountOf(list.items.length, pageSize);
  const entries = list.items.slice(offset, offset + pageSize);
  return (
    <>
      <PageHeading title={seo.h1} lead={t(`intro_${view}`)} />
      <div className="mt-5">
        <TopCamTabs current={view} />
      </div>
      <section aria-labelledby={seo.h2 ? 'top-cams-heading' : undefined} className="mt-5">
        {seo.h2 ? (
          <h2 id="top-cams-heading" className="mb-3 text-lg font-semibold tracking-tight sm:text-xl">
            {seo.h2}
          </h2>
        ) : null}
        {page > pageCount ? (
          <EmptyPage href={listHref(route, kept)} />
        ) : (
          <>
            <div className="mb-4 flex justify-end">
              <ViewSwitch
                mode={mode}
                hrefFor={(m) => listHref(route, { page: page > 1 ? String(page) : undefined, view: m === 'list' ? 'list' : undefined })}
              />
            </div>
            {entries.length > 0 ? <TopCamList entries={entries} view={view} mode={mode} /> : <p className="text-muted">{t('empty')}</p>}
            <Pagination page={page} pageCount={pageCount} pathname={route.pathname} query={kept} />
          </>
        )}
      </section>
    </>
  );
}
