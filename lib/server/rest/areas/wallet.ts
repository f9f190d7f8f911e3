import 'server-only';
import { receiptsInputSchema } from '@/lib/contracts/receipts';
import { confirmTopUpInputSchema, topUpInputSchema } from '@/lib/contracts/wallet';
import { env } from '@/lib/server/env';
import { paymentProvider } from '@/lib/server/payments/registry';
import { listReceipts } from '@/lib/server/wallet/list-receipts';
import { confirmTopUp, startTopUp } from '@/lib/server/wallet/top-up';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';
import { walletCompensationCalls } from './wallet-compensation';
import { walletMethodCalls } from './wallet-methods';
import { topUpReply } from './wallet-reply';
import { walletSandboxCalls } from './wallet-sandbox';
import { walletSourceCalls } from './wallet-sources';
import { walletSubscribeCalls } from './wallet-subscribe';

/**
 * Wallet area: the calls behind the payment view of the hosted flow. Card top-ups here;
 * SEPA, carrier and voice (wallet-sources.ts), saved methods, one-click and auto recharge
 * (wallet-methods.ts), operator compensation (wallet-compensation.ts), subscriptions (wallet-subscribe.ts).
 */
export const walletArea: RestArea = {
  ...walletSubscribeCalls,
  ...walletSourceCalls,
  ...walletMethodCalls,
  ...walletCompensationCalls,
  ...walletSandboxCalls,

  // POST /rest/v1/wallet/pay/topup – {amount (EUR, ≤ 2 decimals), card, flow, idempotencyKey, saveCard} → data TopUpResult (status succeeded | declined | requires_confirmation)
  'pay/topup': restCall({
    method: 'POST',
    auth: 'guest',
    input: topUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return topUpReply(await startTopUp(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR), guest.guestId);
    },
  }),

  // GET /rest/v1/wallet/receipts?offset=&limit= – every charge and credit of the guest, newest first
  receipts: restCall({
    method: 'GET',
    auth: 'guest',
    input: receiptsInputSchema,
    handler: async (page, { db, guest }) => ({ success: true, data: await listReceipts(db, guest.guestId, page) }),
  }),

  // POST /rest/v1/wallet/pay/confirm – {topUpId, code} → data TopUpResult; 422 CONFIRMATION_CODE_WRONG (cards, carrier, compensation)
  'pay/confirm': restCall({
    method: 'POST',
    auth: 'guest',
    input: confirmTopUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return topUpReply(await confirmTopUp(db, paymentProvider(), guest.guestId, input), guest.guestId);
    },
  }),
};
