import 'server-only';
import { favoriteActorsInputSchema, favoriteIdsInputSchema } from '@/lib/contracts/favorites';
import { favoriteIds } from '@/lib/server/favorites/favorite-ids';
import { listFavoriteActors } from '@/lib/server/favorites/list-favorite-actors';
import { type RestArea, restCall } from '../call';

/** The favourite reads of the §7 guest area; pins and unpins travel over the WebSocket (§7 outgoing types). */
export const guestFavoriteCalls: RestArea = {
  // GET /rest/v1/guest/favorite/actors?offset=&limit= – the guest's pinned actors, newest first
  'favorite/actors': restCall({
    method: 'GET',
    auth: 'guest',
    input: favoriteActorsInputSchema,
    handler: async (input, { db, guest }) => ({ success: true, data: await listFavoriteActors(db, guest.guestId, input) }),
  }),

  // GET /rest/v1/guest/favorite/ids?subject=actor|album|picture|sedcards – pinned ids, for the hearts
  'favorite/ids': restCall({
    method: 'GET',
    auth: 'guest',
    input: favoriteIdsInputSchema,
    handler: async ({ subject }, { db, guest }) => ({
      success: true,
      data: { ids: await favoriteIds(db, guest.guestId, subject) },
    }),
  }),
};
