import 'server-only';
import * as z from 'zod';
import type { GuestSessionResponse } from '@/lib/contracts/guest-session';
import { guestSession } from '@/lib/server/accounts/guest-session';
import { isTestDeviceCookie } from '@/lib/test-groups/test-device';
import { type RestArea, restCall } from '../call';

/** The §3 guest session call of the §7 guest area. */
export const guestSessionCalls: RestArea = {
  // GET /rest/v1/guest/session – the logged-in guest's §3 session: identity, balance, roles, avs, vouchers, pending boxes
  session: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest, request }): Promise<GuestSessionResponse> => ({
      success: true,
      // §6 test device: the cookie its query flag set (lib/test-groups/test-device.ts).
      data: await guestSession(db, guest.guestId, new Date(), { testDevice: isTestDeviceCookie(request.headers.get('cookie')) }),
    }),
  }),
};
