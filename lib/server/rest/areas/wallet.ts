import 'server-only';
import { receiptsInputSchema } from '@/lib/contracts/receipts';
import { confirmTopUpInputSchema, topUpInputSchema } from '@/lib/contracts/wallet';
import { env } from '@/lib/server/env';
import { paymentProvider } from '@/lib/server/payments/registry';
import { runtime } from '@/lib/server/runtime';
import { listReceipts } from '@/lib/server/wallet/list-receipts';
import { publishGuestBalance } from '@/lib/server/wallet/publish-balance';
import { confirmTopUp, startTopUp, type TopUpOutcome } from '@/lib/server/wallet/top-up';
import { type RestArea, restCall } from '../call';
import { walletSubscribeCalls } from './wallet-subscribe';
import { assertJsonRequest } from './account-request';

async function reply(outcome: TopUpOutcome, guestId: number) {
  // §7 guestBalance to every session of the guest: the header follows without a reload.
  if (outcome.balanceChanged) await publishGuestBalance(runtime().db, runtime().pubsub, guestId);
  return { success: true, data: outcome.result };
}

/** Issue 5 wallet area: the calls behind the payment view of the hosted flow. */
export const walletArea: RestArea = {
  ...walletSubscribeCalls,

  // POST /rest/v1/wallet/pay/topup – {amount (EUR, ≤ 2 decimals), card, flow, idempotencyKey} → data TopUpResult (status succeeded | declined | requires_confirmation)
  'pay/topup': restCall({
    method: 'POST',
    auth: 'guest',
    input: topUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return reply(await startTopUp(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR), guest.guestId);
    },
  }),

  // GET /rest/v1/wallet/receipts?offset=&limit= – every charge and credit of the guest, newest first
  receipts: restCall({
    method: 'GET',
    auth: 'guest',
    input: receiptsInputSchema,
    handler: async (page, { db, guest }) => ({ success: true, data: await listReceipts(db, guest.guestId, page) }),
  }),

  // POST /rest/v1/wallet/pay/confirm – {topUpId, code} → data TopUpResult; 422 CONFIRMATION_CODE_WRONG
  'pay/confirm': restCall({
    method: 'POST',
    auth: 'guest',
    input: confirmTopUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return reply(await confirmTopUp(db, paymentProvider(), guest.guestId, input), guest.guestId);
    },
  }),
};
