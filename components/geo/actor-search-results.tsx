'use client';

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { ActorSearchFilter } from '@/lib/contracts/actorsearch';
import { actorSearchOptions } from '@/lib/queries/geo';

export type ActorSearchResultsText = {
  results: string;
  empty: string;
  online: string;
  /** "{km} km" */
  distance: string;
  /** "/en/amateur/__slug__/" */
  profileHref: string;
  failed: string;
};

const PAGE = 30;

/** One page of performers for the filter, nearest first under the distance sort (§9), each with distanceToGuest. */
export function ActorSearchResults({ locale, text, filter }: { locale: Locale; text: ActorSearchResultsText; filter: ActorSearchFilter }) {
  const search = useQuery(actorSearchOptions(locale, filter, PAGE));
  if (search.isError) return <p role="alert">{text.failed}</p>;
  const items = search.data?.items;
  return (
    <section aria-labelledby="actor-search-results" aria-busy={!items}>
      <h2 id="actor-search-results" className="text-lg font-semibold">
        {text.results}
      </h2>
      {items && items.length === 0 ? <p className="mt-2 text-sm text-muted">{text.empty}</p> : null}
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {(items ?? []).map((model) => {
          const km = model.modelGuestRelation.distanceToGuest;
          return (
            <li key={model.id} className="flex items-center gap-3 rounded-tile border border-line bg-surface p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- small generated avatars, no optimisation needed */}
              <img src={model.avatar.url} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" loading="lazy" />
              <div className="min-w-0 flex-1">
                <a href={text.profileHref.replace('__slug__', model.slug)} className="block truncate font-medium underline-offset-2 hover:underline">
                  {model.name}
                </a>
                <p className="text-xs text-muted">
                  {model.online ? `${text.online} · ` : ''}
                  {km === null ? '' : <span data-testid="distance">{text.distance.replace('{km}', String(km))}</span>}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
