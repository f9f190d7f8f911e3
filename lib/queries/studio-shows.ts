import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { studioKeys } from './studio-keys';

/** GET studio/show/list: her upcoming and running ticket shows with the tickets held for each. */
export function studioShowsOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.shows(),
    queryFn: async ({ signal }) => {
      const { studioShowListSchema } = await import('@/lib/contracts/cam-show');
      return (await restRequest('studio/show/list', { language, schema: studioShowListSchema, signal })).data;
    },
  });
}

/**
 * POST studio/show/{id}/start or …/end: start invites every ticket holder (and makes her room a
 * ticket show), end closes it. The list is asked again either way.
 */
export function studioShowMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'shows', 'change'],
    mutationFn: async ({ showId, action }: { showId: number; action: 'start' | 'end' }) => {
      const { studioShowAnswerSchema } = await import('@/lib/contracts/cam-show');
      return (await restRequest(`studio/show/${showId}/${action}`, { language, schema: studioShowAnswerSchema, method: 'POST', body: {} })).data;
    },
    onSettled: (_answer, _error, _change, _result, { client }) => client.invalidateQueries({ queryKey: studioKeys.shows() }),
  });
}
