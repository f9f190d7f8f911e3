import 'server-only';
import * as z from 'zod';
import { sandboxDisputeInputSchema } from '@/lib/contracts/sandbox-dispute';
import { formatMoney } from '@/lib/format/currency';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { applyChargeback } from '@/lib/server/wallet/apply-chargeback';
import { listDisputableTopUps } from '@/lib/server/wallet/disputable-top-ups';
import { openCompensation } from '@/lib/server/wallet/open-compensation';
import { readOwnTopUp } from '@/lib/server/wallet/top-up-core';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/** The sandbox provider's own desk exists only in test mode: elsewhere its calls are unknown. */
function assertSandbox(call: string): void {
  if (env().PAYMENT_PROVIDER !== 'sandbox') throw new AppError('UNKNOWN_CALL', `Unknown call wallet/${call}.`);
}

/** §6: the sandbox payment provider's dispute desk (/pay/sandbox-disputes/); wallet.ts spreads it into its table. */
export const walletSandboxCalls: RestArea = {
  // GET /rest/v1/wallet/sandbox/disputable – data {items: [{topUpId, amount, amountFormatted, label, createdAt, disputed}]}: the guest's recent succeeded card top-ups; 404 unless PAYMENT_PROVIDER=sandbox
  'sandbox/disputable': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => {
      assertSandbox('sandbox/disputable');
      return { success: true, data: { items: await listDisputableTopUps(db, guest.guestId) } };
    },
  }),

  // POST /rest/v1/wallet/sandbox/dispute – {topUpId} of one of the guest's own payments → data {topUpId, amount, debited, debitedFormatted, open, replayed}; 404 another guest's, 409 not a succeeded card top-up; 404 unless PAYMENT_PROVIDER=sandbox
  'sandbox/dispute': restCall({
    method: 'POST',
    auth: 'guest',
    input: sandboxDisputeInputSchema,
    handler: async ({ topUpId }, { db, guest, request }) => {
      assertSandbox('sandbox/dispute');
      assertJsonRequest(request);
      await readOwnTopUp(db, guest.guestId, topUpId);
      const outcome = await applyChargeback(db, runtime().pubsub, { topUpId, reason: 'sandbox_dispute' });
      return {
        success: true,
        data: {
          topUpId,
          amount: outcome.amount,
          amountFormatted: formatMoney(outcome.amount, 'EUR'),
          debited: outcome.debited,
          debitedFormatted: formatMoney(outcome.debited, 'EUR'),
          open: await openCompensation(db, guest.guestId),
          replayed: outcome.replayed,
        },
      };
    },
  }),
};
