import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Href } from './list-href';
import type { ModelSort } from './model-list-query';

type SortMenuProps = {
  sorts: readonly ModelSort[];
  current: ModelSort;
  /** The list with this sort (page reset to 1, view kept). */
  hrefFor: (sort: ModelSort) => Href;
};

/**
 * §2 "every list paginates with page and sort in the query": the sorts as links that set
 * `?sort=`, so a sorted list is a URL (shareable, crawlable, kept on history back) without client
 * code. The current one is marked with aria-current.
 */
export async function SortMenu({ sorts, current, hrefFor }: SortMenuProps) {
  const t = await getTranslations('ModelSort');
  return (
    <nav aria-label={t('label')} className="flex min-w-0 items-center gap-1 overflow-x-auto">
      <span aria-hidden="true" className="mr-1 hidden text-sm text-muted sm:inline">
        {t('label')}
      </span>
      {sorts.map((sort) => (
        <Link
          key={sort}
          href={hrefFor(sort)}
          aria-current={sort === current ? 'true' : undefined}
          scroll={false}
          className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-3 text-sm ${
            sort === current ? 'bg-surface-2 font-semibold text-fg' : 'text-muted hover:text-fg'
          }`}
        >
          {t(sort)}
        </Link>
      ))}
    </nav>
  );
}
