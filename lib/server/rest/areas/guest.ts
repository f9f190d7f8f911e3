import 'server-only';
import { z } from 'zod';
import { getGuestBalance } from '@/lib/server/wallet/get-guest-balance';
import { type RestArea, restCall } from '../call';
import { guestDataProtectionCalls } from './guest-data-protection';
import { guestFavoriteCalls } from './guest-favorites';

/** §7 guest area: balance here, favourites (guest-favorites.ts), privacy and terms boxes (guest-data-protection.ts). */
export const guestArea: RestArea = {
  // GET /rest/v1/guest/getGuestBalance – the guest's EUR balance, formatted, and the paying-customer flag
  getGuestBalance: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: (_input, { db, guest }) => getGuestBalance(db, guest.guestId),
  }),
  ...guestFavoriteCalls,
  ...guestDataProtectionCalls,
};
