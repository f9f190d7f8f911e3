import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';

/** The client side of the §2 named boxes: REST boxes/*. */
export const boxesKeys = {
  all: ['boxes'] as const,
  text: (language: Locale) => ['boxes', 'text', language] as const,
  categories: (language: Locale) => ['boxes', 'categories', language] as const,
};

/** The boxes' strings (the same for everyone in a language: kept for the page's life). */
export function boxesTextOptions(language: Locale) {
  return queryOptions({
    queryKey: boxesKeys.text(language),
    queryFn: async ({ signal }) => {
      const { boxesTextResponseSchema } = await import('@/lib/contracts/boxes');
      return (await restRequest('boxes/text', { language, schema: boxesTextResponseSchema, signal, accessToken: null })).data;
    },
    staleTime: Infinity,
  });
}

/** §2 onboarding-choose: the categories to pick from. */
export function boxCategoriesOptions(language: Locale) {
  return queryOptions({
    queryKey: boxesKeys.categories(language),
    queryFn: async ({ signal }) => {
      const { boxCategoriesResponseSchema } = await import('@/lib/contracts/boxes');
      return (await restRequest('boxes/categories', { language, schema: boxCategoriesResponseSchema, signal, accessToken: null })).data;
    },
  });
}
