import 'server-only';
import * as z from 'zod';
import { bonusLookupInputSchema } from '@/lib/contracts/bonus';
import { lookupCode } from '@/lib/server/bonus/lookup-code';
import { remainingBonusCodes } from '@/lib/server/bonus/remaining-bonus-codes';
import { type RestArea, restCall } from '../call';

/** §7 bonus-code service (session bearer token): code lookup and the remaining codes. Redeeming is guest/redeemBonus. */
export const bonusArea: RestArea = {
  // GET /rest/v1/bonus/lookup?code= – a code's validTo, conditions and benefits
  lookup: restCall({
    method: 'GET',
    auth: 'guest',
    input: bonusLookupInputSchema,
    handler: async ({ code }, { db }) => ({ success: true, data: await lookupCode(db, code, new Date()) }),
  }),

  // GET /rest/v1/bonus/remaining – codes valid now that the guest has not redeemed
  remaining: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({
      success: true,
      data: { codes: await remainingBonusCodes(db, guest.guestId, new Date()) },
    }),
  }),
};
