import { queryOptions } from '@tanstack/react-query';
import { gql } from 'graphql-request';
import { z } from 'zod';
import { type ModelFilter, type ModelOrder, modelListSchema } from '@/lib/contracts/actor';
import type { ApiSession } from './client-config';
import { graphqlRequest } from './query';

/** §7 model list with first, last, offset, order, filter and online filter. */
export const MODELS_QUERY = gql`
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

export const modelsResponseSchema = z.object({ models: modelListSchema });

export type ModelsVariables = {
  first?: number;
  last?: number;
  offset?: number;
  order?: ModelOrder;
  filter?: ModelFilter;
  onlineFilter?: boolean;
};

/** Query keys from general to specific: invalidate ['models'] after login or an online event. */
export const modelsKeys = {
  all: ['models'] as const,
  lists: () => [...modelsKeys.all, 'list'] as const,
  // Country bans (§6) make the answer depend on who asks, so the key tells guests from visitors.
  list: (session: ApiSession, vars: ModelsVariables) =>
    [...modelsKeys.lists(), { language: session.language, guest: Boolean(session.accessToken) }, vars] as const,
};

export function fetchModels(vars: ModelsVariables, session: ApiSession, signal?: AbortSignal) {
  return graphqlRequest(MODELS_QUERY, { ...session, schema: modelsResponseSchema, variables: vars, signal }).then(
    (r) => r.models,
  );
}

export function modelsQueryOptions(vars: ModelsVariables, session: ApiSession) {
  return queryOptions({
    queryKey: modelsKeys.list(session, vars),
    queryFn: ({ signal }) => fetchModels(vars, session, signal),
  });
}
