import { queryOptions } from '@tanstack/react-query';
import type { ApiSession } from '@/lib/api/client-config';
import { graphqlRequest } from '@/lib/api/query';
import type { ModelFilter, ModelList, ModelOrder } from '@/lib/contracts/actor';

/** §7 model list with first, last, offset, order, filter and online filter. */
export const MODELS_QUERY = /* GraphQL */ `
  query Models($first: Int, $last: Int, $offset: Int, $order: ModelOrder, $filter: ModelFilterInput, $onlineFilter: Boolean) {
    models(first: $first, last: $last, offset: $offset, order: $order, filter: $filter, onlineFilter: $onlineFilter) {
      total
      items {
        id
        name
        slug
        online
        star
        registeredSince
        avatar { url width height }
        sedcardImages { url width height }
        profile { age threeWords languages }
        modelGuestRelation { isFavorite distanceToGuest }
        geolocation { lat long }
        isTopAmateur
        chatPrices {
          videoChat { value currency }
          voyeurChat { value currency }
          ticketShow { value currency }
          singleChat { value currency }
          singleC2CChat { value currency }
        }
        features { livePreview hd audio dildocontrol }
        isOnlineMobileVideocall
      }
    }
  }
`;

export type ModelsVariables = {
  first?: number;
  last?: number;
  offset?: number;
  order?: ModelOrder;
  filter?: ModelFilter;
  onlineFilter?: boolean;
};

/**
 * Query keys from general to specific: the WebSocket's online events invalidate ['models']. Country
 * bans (§6) make the answer depend on who asks; the page's query client is emptied when the guest
 * changes, so the key needs no guest.
 */
export const modelsKeys = {
  all: ['models'] as const,
  lists: () => [...modelsKeys.all, 'list'] as const,
  list: (language: string, vars: ModelsVariables) => [...modelsKeys.lists(), language, vars] as const,
};

export async function fetchModels(vars: ModelsVariables, session: ApiSession, signal?: AbortSignal): Promise<ModelList> {
  const { modelListSchema } = await import('@/lib/contracts/actor');
  const { z } = await import('zod');
  const schema = z.object({ models: modelListSchema });
  return (await graphqlRequest(MODELS_QUERY, { ...session, schema, variables: vars, signal })).models;
}

export function modelsOptions(vars: ModelsVariables, session: ApiSession) {
  return queryOptions({
    queryKey: modelsKeys.list(session.language, vars),
    queryFn: ({ signal }) => fetchModels(vars, session, signal),
  });
}
