import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { FavoriteSubject } from '@/lib/contracts/favorites';

/** The guest's favourites (§7 guest/favorite/…). The §7 pin and unpin events invalidate them. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  actors: () => [...favoritesKeys.all, 'actors'] as const,
  actorsPage: (language: Locale, offset: number, limit: number) => [...favoritesKeys.actors(), language, { offset, limit }] as const,
  actorsBlocks: (language: Locale, limit: number) => [...favoritesKeys.actors(), language, 'blocks', limit] as const,
};

/**
 * GET guest/favorite/ids: the pinned ids of one subject. Not a cached query: the pin store
 * (stores/pinned.ts) holds them and the §7 pin and unpin events keep them current.
 */
export async function fetchFavoriteIds(subject: FavoriteSubject, language: Locale, accessToken: string): Promise<number[]> {
  const { favoriteIdsResponseSchema } = await import('@/lib/contracts/favorites');
  return (await restRequest('guest/favorite/ids', { language, accessToken, query: { subject }, schema: favoriteIdsResponseSchema })).data.ids;
}

async function loadFavoriteActors(language: Locale, offset: number, limit: number, signal?: AbortSignal) {
  const { favoriteActorsResponseSchema } = await import('@/lib/contracts/favorites');
  return (await restRequest('guest/favorite/actors', { language, query: { offset, limit }, schema: favoriteActorsResponseSchema, signal })).data;
}

/** GET guest/favorite/actors, one page (the phone's pages of 10). */
export function favoriteActorsPageOptions(language: Locale, offset: number, limit: number) {
  return queryOptions({
    queryKey: favoritesKeys.actorsPage(language, offset, limit),
    queryFn: ({ signal }) => loadFavoriteActors(language, offset, limit, signal),
  });
}

/** GET guest/favorite/actors in blocks ("more" appends the next block; the desktop's blocks of 50). */
export function favoriteActorsOptions(language: Locale, limit: number) {
  return infiniteQueryOptions({
    queryKey: favoritesKeys.actorsBlocks(language, limit),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => loadFavoriteActors(language, pageParam, limit, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}
