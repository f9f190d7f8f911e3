import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { VideoOrder } from '@/lib/contracts/video';
import type { Href } from './list-href';

type VideoSortMenuProps = {
  current: VideoOrder;
  orders: readonly VideoOrder[];
  /** The first page of the list in that order (§2: lists page with `page` and `sort`). */
  hrefFor: (order: VideoOrder) => Href;
};

/** The list's sorts as links (no client code): each starts again at page 1; the current one is marked. */
export async function VideoSortMenu({ current, orders, hrefFor }: VideoSortMenuProps) {
  const t = await getTranslations('VideoSort');
  return (
    <nav aria-label={t('label')} className="-mx-3 min-w-0 flex-1 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max items-center gap-1.5">
        {orders.map((order) => {
          const selected = order === current;
          return (
            <li key={order}>
              <Link
                href={hrefFor(order)}
                aria-current={selected ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm whitespace-nowrap transition-colors ${
                  selected ? 'bg-accent font-medium text-on-accent' : 'bg-surface-2 text-fg hover:text-accent'
                }`}
              >
                {t(order)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
