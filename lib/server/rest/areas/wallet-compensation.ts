import 'server-only';
import * as z from 'zod';
import { compensationPayInputSchema } from '@/lib/contracts/payment-methods';
import { env } from '@/lib/server/env';
import { paymentProvider } from '@/lib/server/payments/registry';
import { openCompensation } from '@/lib/server/wallet/open-compensation';
import { payCompensation } from '@/lib/server/wallet/pay-compensation';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';
import { topUpReply } from './wallet-reply';

/** §2 opcompensation (§6 restricted guests); wallet.ts spreads it into its table. */
export const walletCompensationCalls: RestArea = {
  // GET /rest/v1/wallet/compensation – data OpenCompensation {items, total, totalFormatted, restrictionLevel}
  compensation: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await openCompensation(db, guest.guestId) }),
  }),

  // POST /rest/v1/wallet/pay/compensation – {card, idempotencyKey} → data {status, declineReason, open, topUpId}; guestBalance when the restriction is lifted
  'pay/compensation': restCall({
    method: 'POST',
    auth: 'guest',
    input: compensationPayInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      const { result, restrictionLifted } = await payCompensation(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR);
      return topUpReply({ result, balanceChanged: restrictionLifted }, guest.guestId);
    },
  }),
};
