'use client';

import { AppLink } from '@/i18n/app-link';
import type { FeedTotals } from '@/lib/contracts/feed';
import { formatNumber } from '@/lib/format/number';
import { type FeedFilterName, feedFilterNames, GUEST_FILTERS, totalOf } from './feed-filters';
import type { FeedText } from './feed-text';

type Props = {
  current: FeedFilterName;
  totals: FeedTotals;
  hrefs: Record<FeedFilterName, string>;
  /** A logged-in guest also sees his liked, commented, bought and following filters (§3 totals). */
  guest: boolean;
  text: FeedText;
};

/** §2 the feed's filters as links, each with its §3 total; the open one is marked as the current page. */
export function FeedFilterNav({ current, totals, hrefs, guest, text }: Props) {
  const names = feedFilterNames.filter((name) => guest || !GUEST_FILTERS.has(name) || name === current);
  return (
    <nav aria-label={text.filtersLabel} className="min-w-0 overflow-x-auto">
      {/* Inset by the focus ring (2 px outline + 2 px offset): the scroller would clip it at its edges. */}
      <ul className="flex gap-2 p-1">
        {names.map((name) => {
          const total = totalOf(name, totals);
          const active = name === current;
          return (
            <li key={name} className="shrink-0">
              <AppLink
                href={hrefs[name]}
                aria-current={active ? 'page' : undefined}
                data-testid={`feed-filter-${name}`}
                className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition-colors ${
                  active ? 'bg-accent text-on-accent ring-accent' : 'bg-surface-2 text-fg ring-line hover:ring-accent/60'
                }`}
              >
                {text.filter[name]}
                {total !== null ? <span className={`tabular-nums ${active ? '' : 'text-muted'}`}>{formatNumber(total)}</span> : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
