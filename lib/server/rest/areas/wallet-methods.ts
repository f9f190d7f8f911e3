import 'server-only';
import * as z from 'zod';
import { autoRechargeInputSchema, oneClickInputSchema, removeMethodInputSchema } from '@/lib/contracts/payment-methods';
import { env } from '@/lib/server/env';
import { paymentProvider } from '@/lib/server/payments/registry';
import { saveAutoRecharge } from '@/lib/server/wallet/auto-recharge-settings';
import { chargeOneClick } from '@/lib/server/wallet/charge-one-click';
import { paymentConfig } from '@/lib/server/wallet/payment-config';
import { removePaymentMethod } from '@/lib/server/wallet/remove-payment-method';
import { walletMethods } from '@/lib/server/wallet/wallet-methods';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';
import { topUpReply } from './wallet-reply';

/** Saved methods, one-click and auto recharge; wallet.ts spreads it into its table. */
export const walletMethodCalls: RestArea = {
  // GET /rest/v1/wallet/methods – data WalletMethods {methods, oneClick {available, amounts}, autoRecharge {enabled, threshold, amount, available}}
  methods: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await walletMethods(db, guest.guestId, paymentConfig()) }),
  }),

  // POST /rest/v1/wallet/methods/remove – {methodId} → data WalletMethods; 404 for a method that is not the guest's
  'methods/remove': restCall({
    method: 'POST',
    auth: 'guest',
    input: removeMethodInputSchema,
    handler: async ({ methodId }, { db, guest, request }) => {
      assertJsonRequest(request);
      await removePaymentMethod(db, guest.guestId, methodId);
      return { success: true, data: await walletMethods(db, guest.guestId, paymentConfig()) };
    },
  }),

  // POST /rest/v1/wallet/pay/oneclick – {amount (EUR), idempotencyKey, channelId?} → data TopUpResult from the default method; 409 NO_PAYMENT_METHOD, 403 RESTRICTED / FORBIDDEN (not offered)
  'pay/oneclick': restCall({
    method: 'POST',
    auth: 'guest',
    input: oneClickInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      const outcome = await chargeOneClick(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR, paymentConfig());
      return topUpReply(outcome, guest.guestId);
    },
  }),

  // POST /rest/v1/wallet/autorecharge – {enabled, threshold, amount} in EUR → data WalletMethods; 409 NO_PAYMENT_METHOD when switching on without a saved method
  autorecharge: restCall({
    method: 'POST',
    auth: 'guest',
    input: autoRechargeInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      await saveAutoRecharge(db, guest.guestId, input, paymentConfig());
      return { success: true, data: await walletMethods(db, guest.guestId, paymentConfig()) };
    },
  }),
};
