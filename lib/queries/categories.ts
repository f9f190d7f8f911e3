import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';

const CATEGORIES = `query Categories { categories { id slug name modelCount } }`;

/** §7 categories: the performer categories in the request language, with model counts. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (language: Locale) => ['categories', 'list', language] as const,
};

/** The same list for every guest (§6 bans are the viewer's country, applied by the server). */
export function categoriesOptions(language: Locale) {
  return queryOptions({
    queryKey: categoryKeys.list(language),
    queryFn: async ({ signal }) => {
      const { categoriesQuerySchema } = await import('@/lib/contracts/category');
      return (await graphqlRequest(CATEGORIES, { language, schema: categoriesQuerySchema, signal, accessToken: null })).categories;
    },
    staleTime: 5 * 60_000,
  });
}
