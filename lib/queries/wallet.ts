import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';

/** The guest's wallet (§7 wallet area). The §7 guestBalance event invalidates the receipts. */
export const walletKeys = {
  all: ['wallet'] as const,
  receipts: () => [...walletKeys.all, 'receipts'] as const,
  receiptsIn: (language: Locale) => [...walletKeys.receipts(), language] as const,
};

export const RECEIPTS_PAGE = 20;

/** GET wallet/receipts, newest first, 20 at a time: every charge and credit with its card statement descriptor. */
export function receiptsOptions(language: Locale) {
  return infiniteQueryOptions({
    queryKey: walletKeys.receiptsIn(language),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const { receiptsResponseSchema } = await import('@/lib/contracts/receipts');
      return (await restRequest('wallet/receipts', { language, query: { offset: pageParam, limit: RECEIPTS_PAGE }, schema: receiptsResponseSchema, signal })).data;
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}
