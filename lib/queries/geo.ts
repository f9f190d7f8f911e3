import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { ActorSearchFilter } from '@/lib/contracts/actorsearch';
import { getQueryClient } from './query-client';

const geoContracts = () => import('@/lib/contracts/geo');
const searchContracts = () => import('@/lib/contracts/actorsearch');

/** The guest's §3 geoLocation and the §7 actor search. Keys name no guest: the client is emptied on login/logout. */
export const geoKeys = {
  all: ['geo'] as const,
  location: () => [...geoKeys.all, 'location'] as const,
  searchInit: (language: Locale) => [...geoKeys.all, 'searchInit', language] as const,
  search: (language: Locale, filter: ActorSearchFilter, first: number) => [...geoKeys.all, 'search', language, filter, first] as const,
};

/** GET geo/getGeoLocation. */
export function guestGeoOptions(language: Locale) {
  return queryOptions({
    queryKey: geoKeys.location(),
    queryFn: async ({ signal }) => {
      const { guestGeoResponseSchema } = await geoContracts();
      return (await restRequest('geo/getGeoLocation', { language, schema: guestGeoResponseSchema, signal })).data;
    },
  });
}

/** POST geo/setGeoLocation {zip} or {lat, long}; then every distance is measured anew. */
export async function setGeoLocation(language: Locale, input: { zip: string } | { lat: number; long: number }) {
  const { guestGeoResponseSchema } = await geoContracts();
  const answer = await restRequest('geo/setGeoLocation', { language, body: input, schema: guestGeoResponseSchema });
  const client = getQueryClient();
  client.setQueryData(geoKeys.location(), answer.data);
  await client.invalidateQueries({ queryKey: geoKeys.all });
  return answer.data;
}

/** GET actorsearch/init. */
export function actorSearchInitOptions(language: Locale) {
  return queryOptions({
    queryKey: geoKeys.searchInit(language),
    queryFn: async ({ signal }) => {
      const { actorSearchInitResponseSchema } = await searchContracts();
      return (await restRequest('actorsearch/init', { language, schema: actorSearchInitResponseSchema, signal })).data;
    },
  });
}

/** POST actorsearch/search: a read that also keeps the guest's filter, so it is a query. */
export function actorSearchOptions(language: Locale, filter: ActorSearchFilter, first: number) {
  return queryOptions({
    queryKey: geoKeys.search(language, filter, first),
    queryFn: async ({ signal }) => {
      const { actorSearchResponseSchema } = await searchContracts();
      return (await restRequest('actorsearch/search', { language, body: { filter, first }, schema: actorSearchResponseSchema, signal })).data;
    },
  });
}

/** POST actorsearch/filter/delete: the default filter again. */
export async function deleteActorSearchFilter(language: Locale) {
  const { actorSearchFilterResponseSchema } = await searchContracts();
  const answer = await restRequest('actorsearch/filter/delete', { language, body: {}, schema: actorSearchFilterResponseSchema });
  await getQueryClient().invalidateQueries({ queryKey: geoKeys.searchInit(language) });
  return answer.data;
}
