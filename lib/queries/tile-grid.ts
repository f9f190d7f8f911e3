import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ActorGridType } from '@/lib/contracts/tile-grid-actors';

/** §7 tileGrid get/{type}/{payload}: the per-guest actor grids (§2). Pin and chat events make them stale (lib/realtime/query-invalidation.ts). */
export const tileGridKeys = {
  all: ['tileGrid'] as const,
  actors: (type: ActorGridType) => [...tileGridKeys.all, type] as const,
  actorPages: (type: ActorGridType, language: Locale, pageSize: number) => [...tileGridKeys.actors(type), language, pageSize] as const,
};

/** One actor grid in pages ("more" appends the next page). */
export function actorGridOptions(type: ActorGridType, language: Locale, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: tileGridKeys.actorPages(type, language, pageSize),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { actorGridResponseSchema } = await import('@/lib/contracts/tile-grid-actors');
      const payload = JSON.stringify({ page: pageParam, pageSize });
      return (await restRequest(restPath('tileGrid', 'get', type, payload), { language, schema: actorGridResponseSchema, signal })).data;
    },
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
}
