import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { EmptyPage } from '@/components/ui/empty-page';
import { Pagination } from '@/components/ui/pagination';
import { ViewSwitch } from '@/components/ui/view-switch';
import type { AppPathname } from '@/i18n/routing';
import type { GridMode } from '@/lib/catalog/list-query';
import type { VideoOrder, VideoTile } from '@/lib/contracts/video';
import { formatNumber } from '@/lib/format/number';
import { listHref } from './list-href';
import { VideoGrid } from './video-grid';
import { VideoSortMenu } from './video-sort-menu';

export type VideoListViewProps = {
  heading: { title: string; lead?: string };
  /** The list's route; every link keeps its params and the `extraQuery` (e.g. a tag). */
  pathname: AppPathname;
  params?: Record<string, string>;
  extraQuery?: Record<string, string | undefined>;
  videos: readonly VideoTile[];
  total: number;
  page: number;
  pageCount: number;
  order: VideoOrder;
  defaultOrder: VideoOrder;
  orders: readonly VideoOrder[];
  mode: GridMode;
  /** Shown between the toolbar and the tiles (tag links and the like). */
  children?: ReactNode;
  emptyText: string;
};

/**
 * One page of a video list (§2): h1 with the count, the sorts and the grid/list switch, 16 tiles
 * (§9), pagination keeping sort and view. A page past the end is an empty state with a link back
 * (status 200), not a 404.
 */
export async function VideoListView(props: VideoListViewProps) {
  const { pathname, params, extraQuery = {}, page, pageCount, order, defaultOrder, mode, total } = props;
  const t = await getTranslations('Videos');
  // The default sort and the grid mode are left out of URLs: each list page has one address.
  const sort = order === defaultOrder ? undefined : order;
  const view = mode === 'list' ? 'list' : undefined;
  const keep = { ...extraQuery, sort, view };
  return (
    <>
      <PageHeading title={props.heading.title} lead={props.heading.lead}>
        {total > 0 ? <p className="mt-1 text-sm font-medium text-accent">{t('count', { total, count: formatNumber(total) })}</p> : null}
      </PageHeading>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:gap-3">
        <VideoSortMenu
          current={order}
          orders={props.orders}
          hrefFor={(o) => listHref(pathname, params, { ...extraQuery, view, sort: o === defaultOrder ? undefined : o })}
        />
        <div className="shrink-0 self-end sm:self-auto">
          <ViewSwitch mode={mode} hrefFor={(m) => listHref(pathname, params, { ...keep, view: m === 'list' ? 'list' : undefined, page: page > 1 ? String(page) : undefined })} />
        </div>
      </div>
      {props.children}
      <section aria-labelledby="video-list-heading" className="mt-5">
        <h2 id="video-list-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        {page > pageCount ? (
          <EmptyPage href={listHref(pathname, params, keep)} />
        ) : props.videos.length > 0 ? (
          <VideoGrid videos={props.videos} mode={mode} eagerCount={mode === 'list' ? 2 : 6} />
        ) : (
          <p className="py-8 text-muted">{props.emptyText}</p>
        )}
      </section>
      {page <= pageCount ? <Pagination page={page} pageCount={pageCount} pathname={pathname} params={params} query={keep} /> : null}
    </>
  );
}
