import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { EmptyPage } from '@/components/ui/empty-page';
import { Pagination } from '@/components/ui/pagination';
import { ViewSwitch } from '@/components/ui/view-switch';
import { pageCountOf } from '@/lib/catalog/list-query';
import type { ModelList } from '@/lib/contracts/actor';
import { formatNumber } from '@/lib/format/number';
import { type ListRoute, listHref } from './list-href';
import { ModelGrid } from './model-grid';
import { type ModelListQuery, type ModelSort, keptQuery } from './model-list-query';
import { SortMenu } from './sort-menu';

type ModelListViewProps = {
  /** The page's h1 and lead; `h2` names the list section when the SEO texts give one. */
  heading: { title: string; lead?: string; h2?: string };
  list: ModelList;
  query: ModelListQuery;
  sorts: readonly ModelSort[];
  defaultSort: ModelSort;
  route: ListRoute;
  /** The line under the h1 naming the total; defaults to "{n} performers". */
  countText?: string;
  /** Shown when the list is empty on its first page. */
  emptyText: string;
  /** Above the list, below the heading (category chips, a show schedule). */
  before?: ReactNode;
  /** Below the pagination (SEO free texts). */
  after?: ReactNode;
};

/**
 * A performer list page (§2 listings): h1, count, sort menu and grid/list switch, the tiles,
 * pagination keeping sort and view. A page past the end shows the empty state with a link to
 * the first page (status 200: bad input is no error page).
 */
export async function ModelListView(props: ModelListViewProps) {
  const { heading, list, query, sorts, defaultSort, route, countText, emptyText, before, after } = props;
  const t = await getTranslations('ModelTile');
  const pageCount = pageCountOf(list.total, query.pageSize);
  const kept = keptQuery(query, defaultSort);
  const pastEnd = query.page > pageCount;
  return (
    <>
      <PageHeading title={heading.title} lead={heading.lead}>
        {list.total > 0 ? (
          <p className="mt-1 text-sm font-medium text-accent">
            {countText ?? t('count', { total: list.total, count: formatNumber(list.total) })}
          </p>
        ) : null}
      </PageHeading>
      {before ? <div className="mt-5">{before}</div> : null}
      <section aria-labelledby={heading.h2 ? 'model-list-heading' : undefined} className="mt-5">
        {heading.h2 ? (
          <h2 id="model-list-heading" className="mb-3 text-lg font-semibold tracking-tight sm:text-xl">
            {heading.h2}
          </h2>
        ) : null}
        {pastEnd ? (
          <EmptyPage href={listHref(route, kept)} />
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <SortMenu sorts={sorts} current={query.sort} hrefFor={(sort) => listHref(route, { ...kept, sort: sort === defaultSort ? undefined : sort })} />
              <ViewSwitch mode={query.mode} hrefFor={(mode) => listHref(route, { ...kept, page: query.page > 1 ? String(query.page) : undefined, view: mode === 'list' ? 'list' : undefined })} />
            </div>
            {list.items.length > 0 ? <ModelGrid models={list.items} mode={query.mode} /> : <p className="text-muted">{emptyText}</p>}
            <Pagination page={query.page} pageCount={pageCount} pathname={route.pathname} params={route.params} query={kept} />
          </>
        )}
      </section>
      {after}
    </>
  );
}
