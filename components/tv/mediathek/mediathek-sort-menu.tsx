import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_MEDIATHEK_SORT, MEDIATHEK_SORTS, type MediathekSort } from '@/lib/contracts/tv-mediathek';
import { localizedPath } from '@/lib/seo/metadata';

/** The link of a series' episode list in that sort; the default sort has no `?sort=` so it has one URL. */
export const seriesVideosPath = (locale: Locale, key: string, sort: MediathekSort, page = 1) =>
  localizedPath(locale, '/tv/mediathek/[series]/videos', { series: key }, {
    sort: sort === DEFAULT_MEDIATHEK_SORT ? undefined : sort,
    page: page > 1 ? String(page) : undefined,
  });

/** §9 mediathek sorts as links (no client code), like the video sort menu: each starts again at page 1. */
export async function MediathekSortMenu({ locale, seriesKey, current }: { locale: Locale; seriesKey: string; current: MediathekSort }) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  return (
    <nav aria-label={t('sortLabel')} className="-mx-3 min-w-0 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max items-center gap-1.5">
        {MEDIATHEK_SORTS.map((sort) => {
          const selected = sort === current;
          return (
            <li key={sort}>
              <AppLink
                href={seriesVideosPath(locale, seriesKey, sort)}
                scroll={false}
                aria-current={selected ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm whitespace-nowrap transition-colors ${
                  selected ? 'bg-accent font-medium text-on-accent' : 'bg-surface-2 text-fg hover:text-accent'
                }`}
              >
                {t(`sort.${sort}`)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
