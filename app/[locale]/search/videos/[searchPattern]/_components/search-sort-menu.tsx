import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SEARCH_VIDEO_ORDERS, type SearchVideoOrder } from '@/lib/contracts/search';
import { searchHref } from './search-href';

/** The video sorts of the search as links (no client code); each starts again at page 1. */
export async function SearchSortMenu({ pattern, current }: { pattern: string; current: SearchVideoOrder }) {
  const t = await getTranslations('Search');
  return (
    <nav aria-label={t('sortLabel')} className="-mx-3 mb-4 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max items-center gap-1.5">
        {SEARCH_VIDEO_ORDERS.map((order) => {
          const selected = order === current;
          return (
            <li key={order}>
              <Link
                href={searchHref(pattern, order)}
                aria-current={selected ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm whitespace-nowrap transition-colors ${
                  selected ? 'bg-accent font-medium text-on-accent' : 'bg-surface-2 text-fg hover:text-accent'
                }`}
              >
                {t(`sort.${order}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
