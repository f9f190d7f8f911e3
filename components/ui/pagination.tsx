import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { AppPathname } from '@/i18n/routing';
import { pageQuery, pageWindow } from './page-window';

type Href = Parameters<typeof Link>[0]['href'];

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The route the pages belong to; every page link keeps it and only changes `?page=`. */
  pathname: AppPathname;
  params?: Record<string, string>;
  /** Query parameters every page link keeps, e.g. `{ sort, view }` (§2: lists page with `page` and `sort`). */
  query?: Readonly<Record<string, string | undefined>>;
};

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium';

/** The neighbours of the current page are its prev and next (rel), for crawlers and assistive tech. */
const relOf = (target: number, page: number) => (target === page - 1 ? 'prev' : target === page + 1 ? 'next' : undefined);

/** `?page=` pagination keeping the list's other query parameters; page 1 has no `page` so it has one URL. */
export async function Pagination({ page, pageCount, pathname, params, query }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Pagination');
  const hrefFor = (target: number) => ({ pathname, params, query: pageQuery(query, target) }) as unknown as Href;
  const step = (target: number, label: string, icon: ReactNode, rel: 'prev' | 'next') =>
    target >= 1 && target <= pageCount ? (
      <Link href={hrefFor(target)} rel={rel} className={`${cell} bg-surface-2 text-fg hover:text-accent`}>
        {rel === 'prev' ? icon : null}
        <span className="sr-only sm:not-sr-only">{label}</span>
        {rel === 'next' ? icon : null}
      </Link>
    ) : (
      <span aria-hidden="true" className={`${cell} text-muted/60`}>
        {icon}
      </span>
    );

  return (
    <nav aria-label={t('label')} className="mt-10 flex items-center justify-between gap-2 sm:justify-center">
      {step(page - 1, t('previous'), <span aria-hidden="true">←</span>, 'prev')}
      <p className="text-sm text-muted sm:hidden">{t('status', { page, pages: pageCount })}</p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${cell} bg-accent text-on-accent`}>
                  <span className="sr-only">{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link href={hrefFor(p)} rel={relOf(p, page)} className={`${cell} text-fg hover:bg-surface-2 hover:text-accent`}>
                  <span className="sr-only">{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {step(page + 1, t('next'), <span aria-hidden="true">→</span>, 'next')}
    </nav>
  );
}
