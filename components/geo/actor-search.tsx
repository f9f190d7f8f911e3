'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { ModelOrder, ModelPreset } from '@/lib/contracts/actor';
import type { ActorSearchFilter } from '@/lib/contracts/actorsearch';
import { actorSearchInitOptions, deleteActorSearchFilter } from '@/lib/queries/geo';
import { LOGGED_IN_HINT, useGuest } from '@/stores/guest';
import { ActorSearchResults, type ActorSearchResultsText } from './actor-search-results';

export type ActorSearchText = ActorSearchResultsText & {
  searchType: string;
  searchTypes: Record<ModelPreset, string>;
  sort: string;
  orders: Record<ModelOrder, string>;
  onlineOnly: string;
  reset: string;
  noLocation: string;
  setLocation: string;
  setLocationHref: string;
  failed: string;
};

/** §7 actorsearch on the filter page: the guest's stored filter (init), the form, the results. */
export function ActorSearch({ locale, text }: { locale: Locale; text: ActorSearchText }) {
  const guest = useGuest();
  // The filter and the distances are the guest's: with the login hint, wait until his token is restored.
  const hinted = typeof document !== 'undefined' && LOGGED_IN_HINT.test(document.cookie);
  const init = useQuery({ ...actorSearchInitOptions(locale), enabled: guest.status === 'guest' || (guest.status === 'anonymous' && !hinted) });
  if (init.isError) return <p role="alert">{text.failed}</p>;
  if (!init.data) return <p aria-busy="true" className="text-sm text-muted">…</p>;
  return (
    <SearchForm
      // A new stored filter (after filter/delete) starts the form afresh.
      key={JSON.stringify(init.data.filter)}
      locale={locale}
      text={text}
      initial={init.data.filter}
      searchTypes={init.data.searchTypes}
      orders={init.data.orders}
      hasGeoLocation={init.data.hasGeoLocation}
    />
  );
}

type FormProps = {
  locale: Locale;
  text: ActorSearchText;
  initial: ActorSearchFilter;
  searchTypes: ModelPreset[];
  orders: ModelOrder[];
  hasGeoLocation: boolean;
};

function SearchForm({ locale, text, initial, searchTypes, orders, hasGeoLocation }: FormProps) {
  const [filter, setFilter] = useState<ActorSearchFilter>(initial);
  const change = (patch: Partial<ActorSearchFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const field = 'mt-1 rounded border border-line bg-surface px-2 py-1';
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3 rounded-tile border border-line bg-surface p-4" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm">
          {text.searchType}
          <select className={field} value={filter.searchType} onChange={(e) => change({ searchType: e.target.value as ModelPreset, order: undefined })}>
            {searchTypes.map((t) => (
              <option key={t} value={t}>
                {text.searchTypes[t]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {text.sort}
          <select className={field} value={filter.order ?? ''} onChange={(e) => change({ order: (e.target.value || undefined) as ModelOrder | undefined })}>
            <option value="">—</option>
            {orders.map((o) => (
              <option key={o} value={o}>
                {text.orders[o]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={filter.onlineOnly} onChange={(e) => change({ onlineOnly: e.target.checked })} />
          {text.onlineOnly}
        </label>
        <button type="button" className={buttonStyles.secondary} onClick={() => void deleteActorSearchFilter(locale)}>
          {text.reset}
        </button>
      </form>
      {hasGeoLocation ? null : (
        <p className="text-sm">
          {text.noLocation}{' '}
          <a href={text.setLocationHref} className="text-accent underline">
            {text.setLocation}
          </a>
        </p>
      )}
      <ActorSearchResults locale={locale} text={text} filter={filter} />
    </div>
  );
}
