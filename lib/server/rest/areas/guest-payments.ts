import 'server-only';
import { type autoRechargeTeaserResponseSchema, autoRechargeTeaserInputSchema } from '@/lib/contracts/payment-methods';
import type * as z from 'zod';
import { autoRechargeTeaserState } from '@/lib/server/wallet/auto-recharge-teaser';
import { paymentConfig } from '@/lib/server/wallet/payment-config';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/** The payment calls of the §7 guest area; guest.ts spreads them into its table. */
export const guestPaymentCalls: RestArea = {
  // POST /rest/v1/guest/autoRechargeTeaserState {mode: get | dismiss} → {success, data: {showTeaser}}; dismiss hides the teaser for 30 days
  autoRechargeTeaserState: restCall({
    method: 'POST',
    auth: 'guest',
    input: autoRechargeTeaserInputSchema,
    handler: async ({ mode }, { db, guest, request }): Promise<z.infer<typeof autoRechargeTeaserResponseSchema>> => {
      assertJsonRequest(request);
      return { success: true, data: await autoRechargeTeaserState(db, guest.guestId, mode, paymentConfig()) };
    },
  }),
};
