'use client';

import type { QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';

/** `updatedAt`: when the data was answered (epoch ms, 0 without data), for counters that run on from it. */
export type LazyQueryResult<T> = { status: 'pending' | 'success' | 'error'; data: T | undefined; updatedAt: number };
type Load<TFnData, TData, TKey extends QueryKey> = () => Promise<QueryObserverOptions<TFnData, Error, TData, TFnData, TKey>>;

const PENDING: LazyQueryResult<never> = { status: 'pending', data: undefined, updatedAt: 0 };

/**
 * useQuery for the islands a catalogue page imports at first load (the profile's chat panel, clash
 * bar, show tickets and notification toggles): the same factory, the page's one QueryClient with
 * its cache and its WebSocket registry (lib/realtime/query-invalidation.ts), but react-query and
 * the factory module arrive by import() after hydration, so none of it weighs on the first load.
 * `load` answers the factory's options (null: nothing to ask, e.g. for a visitor); `deps` lists
 * what they depend on, as an effect's list does.
 */
export function useLazyQuery<TFnData, TData = TFnData, TKey extends QueryKey = QueryKey>(load: Load<TFnData, TData, TKey> | null, deps: readonly unknown[]): LazyQueryResult<TData> {
  const id = load === null ? null : JSON.stringify(deps);
  const [seen, setSeen] = useState<{ id: string; result: LazyQueryResult<TData> } | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    const options = latest.current;
    if (id === null || options === null) return;
    let live = true;
    let stop = () => {};
    void Promise.all([import('@tanstack/react-query'), import('./query-client'), options()])
      .then(([{ QueryObserver }, { getQueryClient }, resolved]) => {
        if (!live) return;
        const observer = new QueryObserver(getQueryClient(), resolved);
        const publish = ({ status, data, dataUpdatedAt }: QueryObserverResult<TData, Error>) => live && setSeen({ id, result: { status, data, updatedAt: dataUpdatedAt } });
        stop = observer.subscribe(publish);
        publish(observer.getCurrentResult());
      })
      .catch(() => live && setSeen({ id, result: { status: 'error', data: undefined, updatedAt: 0 } }));
    return () => {
      live = false;
      stop();
    };
  }, [id]);

  useRegistry(id !== null);
  return seen !== null && seen.id === id ? seen.result : PENDING;
}

/**
 * While a lazy query is watched, the page's WebSocket events reach its keys through the one
 * registry, as inside a QueryProvider (the registry subscribes each session once, however many ask).
 */
function useRegistry(active: boolean): void {
  const session = useRealtimeSession();
  useEffect(() => {
    if (!active || !session) return;
    let live = true;
    let stop = () => {};
    void Promise.all([import('@/lib/realtime/query-invalidation'), import('./query-client')]).then(([{ connectQueryInvalidation }, { getQueryClient }]) => {
      if (live) stop = connectQueryInvalidation(session, getQueryClient());
    });
    return () => {
      live = false;
      stop();
    };
  }, [active, session]);
}
