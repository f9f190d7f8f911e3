import 'server-only';
import { type TeasersResponse, teasersInputSchema } from '@/lib/contracts/teasers';
import { listTeasers } from '@/lib/server/teasers/list-teasers';
import { type RestArea, restCall } from '../call';

/** §7 teaser: the cards of a page's teaser slot (the same ones the server renders into the page). */
export const teaserArea: RestArea = {
  // POST /rest/v1/teaser/getTeasers {routeName, routeArgs} – the route's teaser cards; a route without any: an empty list
  getTeasers: restCall({
    method: 'POST',
    auth: 'none',
    input: teasersInputSchema,
    handler: async (route, { db, language }): Promise<TeasersResponse> => ({ success: true, data: { teasers: await listTeasers(db, { route, language }) } }),
  }),
};
