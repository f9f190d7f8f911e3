import 'server-only';
import {
  carrierTopUpInputSchema,
  sandboxVoiceCallInputSchema,
  sepaTopUpInputSchema,
  topUpStatusInputSchema,
  voiceTopUpInputSchema,
} from '@/lib/contracts/payment-methods';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { paymentProvider } from '@/lib/server/payments/registry';
import { runtime } from '@/lib/server/runtime';
import { startCarrierTopUp } from '@/lib/server/wallet/carrier-top-up';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { publishVoiceStatus } from '@/lib/server/wallet/publish-voice-status';
import { takeSandboxVoiceCall } from '@/lib/server/wallet/sandbox-voice-call';
import { startSepaTopUp } from '@/lib/server/wallet/sepa-top-up';
import { topUpStatus } from '@/lib/server/wallet/top-up-status';
import { startVoiceTopUp } from '@/lib/server/wallet/voice-top-up';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';
import { topUpReply } from './wallet-reply';

/** Top-ups by SEPA direct debit, carrier billing and voice call; wallet.ts spreads it into its table. */
export const walletSourceCalls: RestArea = {
  // POST /rest/v1/wallet/pay/sepa – {amount, iban, holder, mandate: true, flow: changels | moneycharge, idempotencyKey} → data TopUpResult; changels saves the account as default LS method
  'pay/sepa': restCall({
    method: 'POST',
    auth: 'guest',
    input: sepaTopUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return topUpReply(await startSepaTopUp(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR), guest.guestId);
    },
  }),

  // POST /rest/v1/wallet/pay/carrier – {amount (≤ 50 EUR), msisdn, idempotencyKey} → data TopUpResult requires_confirmation | declined; the texted code goes to wallet/pay/confirm
  'pay/carrier': restCall({
    method: 'POST',
    auth: 'guest',
    input: carrierTopUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return topUpReply(await startCarrierTopUp(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR), guest.guestId);
    },
  }),

  // POST /rest/v1/wallet/pay/voice – {amount: '500' | '1000' | '2000', idempotencyKey} → data VoiceTopUp (requires_confirmation, phoneNumber, pin, expiresAt)
  'pay/voice': restCall({
    method: 'POST',
    auth: 'guest',
    input: voiceTopUpInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      const voice = await startVoiceTopUp(db, paymentProvider(), guest.guestId, input, env().BILLING_DESCRIPTOR);
      await publishVoiceStatus(db, runtime().pubsub, voice.topUpId);
      return { success: true, data: voice };
    },
  }),

  // GET /rest/v1/wallet/pay/status?topUpId= – data TopUpResult of one of the guest's top-ups; 404 for any other
  'pay/status': restCall({
    method: 'GET',
    auth: 'guest',
    input: topUpStatusInputSchema,
    handler: async ({ topUpId }, { db, guest }) => {
      const outcome = await topUpStatus(db, paymentProvider(), guest.guestId, topUpId);
      if (outcome.settled) await publishVoiceStatus(db, runtime().pubsub, topUpId);
      return topUpReply(outcome, guest.guestId);
    },
  }),

  // POST /rest/v1/wallet/sandbox/voice-call – the sandbox telephone {phoneNumber, pin} → data {status: succeeded | unknown_pin | expired}; 404 unless PAYMENT_PROVIDER=sandbox
  'sandbox/voice-call': restCall({
    method: 'POST',
    auth: 'none',
    input: sandboxVoiceCallInputSchema,
    handler: async (input, { db, request }) => {
      if (env().PAYMENT_PROVIDER !== 'sandbox') throw new AppError('UNKNOWN_CALL', 'Unknown call wallet/sandbox/voice-call.');
      assertJsonRequest(request);
      const call = await takeSandboxVoiceCall(db, paymentProvider(), input);
      if (call.balanceChanged && call.guestId !== null) await afterBalanceChange(db, runtime().pubsub, call.guestId);
      if (call.settled && call.topUpId !== null) await publishVoiceStatus(db, runtime().pubsub, call.topUpId);
      return { success: true, data: { status: call.status } };
    },
  }),
};
