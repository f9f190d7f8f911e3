import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { studioKeys } from './studio-keys';

/**
 * Her clash of cams from the studio: her running clash (asked once on load, so a reload mid-clash
 * keeps it; the broadcast clashOfCamsVoting events follow it), the performers she may challenge,
 * and the start. Refusals arrive as ApiError with the server's code (CONFLICT: one is running).
 */
export function studioCurrentClashOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.currentClash(),
    queryFn: async ({ signal }) => {
      const { studioClashResponseSchema } = await import('@/lib/contracts/clash');
      return (await restRequest('studio/clash/current', { language, schema: studioClashResponseSchema, signal })).data.clash;
    },
    staleTime: Infinity,
  });
}

/** GET studio/clash/opponents: the other online performers, asked every 30 s. */
export function studioClashOpponentsOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.clashOpponents(),
    queryFn: async ({ signal }) => {
      const { clashOpponentsResponseSchema } = await import('@/lib/contracts/clash');
      return (await restRequest('studio/clash/opponents', { language, schema: clashOpponentsResponseSchema, signal })).data.opponents;
    },
    refetchInterval: 30_000,
  });
}

/** POST studio/clash: a 5-minute vote against the performer she picked. */
export function studioStartClashMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'clash', 'start'],
    mutationFn: async (opponentId: number) => {
      const { clashResponseSchema } = await import('@/lib/contracts/clash');
      return (await restRequest('studio/clash', { language, method: 'POST', body: { opponentId }, schema: clashResponseSchema })).data.clash;
    },
  });
}
