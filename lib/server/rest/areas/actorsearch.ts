import 'server-only';
import * as z from 'zod';
import { modelOrderSchema, modelPresetSchema } from '@/lib/contracts/actor';
import { actorSearchFilterSchema } from '@/lib/contracts/actorsearch';
import { DEFAULT_ACTOR_SEARCH_FILTER, deleteSearchFilter, storedSearchFilter, storeSearchFilter } from '@/lib/server/actorsearch/search-filter';
import { searchActors } from '@/lib/server/actorsearch/search-actors';
import { getGuestGeoLocation } from '@/lib/server/geo/guest-geo-location';
import { type RestArea, restCall } from '../call';

const MAX_PAGE = 100;

/** §7 actorsearch: init, search and filter/delete. A logged-in guest's filter is kept for his next visit. */
export const actorsearchArea: RestArea = {
  // GET /rest/v1/actorsearch/init – the guest's filter (or the default), §9 search types and sorts, whether a location is known
  init: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({
      success: true,
      data: {
        filter: guest ? await storedSearchFilter(db, guest.guestId) : DEFAULT_ACTOR_SEARCH_FILTER,
        searchTypes: modelPresetSchema.options,
        orders: modelOrderSchema.options,
        hasGeoLocation: guest ? (await getGuestGeoLocation(db, guest.guestId)) !== null : false,
      },
    }),
  }),
  // POST /rest/v1/actorsearch/search {filter, first?, offset?} – one page of performers with distanceToGuest
  search: restCall({
    method: 'POST',
    auth: 'optional',
    input: z.object({
      filter: actorSearchFilterSchema.default(DEFAULT_ACTOR_SEARCH_FILTER),
      first: z.number().int().min(0).max(MAX_PAGE).default(30),
      offset: z.number().int().min(0).max(100_000).default(0),
    }),
    handler: async ({ filter, first, offset }, { db, guest, viewerCountry }) => {
      const guestLocation = guest ? await getGuestGeoLocation(db, guest.guestId) : null;
      if (guest) await storeSearchFilter(db, guest.guestId, filter);
      return { success: true, data: await searchActors(db, { filter, first, offset, viewerCountry, guestLocation }) };
    },
  }),
  // POST /rest/v1/actorsearch/filter/delete – forgets the stored filter; answers the default
  'filter/delete': restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await deleteSearchFilter(db, guest.guestId) }),
  }),
};
