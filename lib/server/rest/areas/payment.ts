import 'server-only';
import { topUpStatusInputSchema } from '@/lib/contracts/payment-methods';
import { paymentProvider } from '@/lib/server/payments/registry';
import { topUpStatus } from '@/lib/server/wallet/top-up-status';
import { type RestArea, restCall } from '../call';
import { accountArea } from './account';
import { assertJsonRequest } from './account-request';
import { topUpReply } from './wallet-reply';

/**
 * §7 "payment provider routes". The sandbox provider has no server-to-server callback: a payment
 * succeeds inside the hosted flow (wallet/pay/topup, pay/confirm) or is asked at the provider
 * (wallet/pay/status). onsuccess is the route the provider's success page returns to: it asks the
 * provider like pay/status does and settles once (settleTopUp's status guard and the ledger's
 * idempotency key `top-up:<id>`), so calling it again changes nothing.
 */
const accountLogout = accountArea.logout;
if (!accountLogout) throw new Error('account/logout is missing: payment/logout aliases it.');

export const paymentArea: RestArea = {
  // POST /rest/v1/payment/onsuccess {topUpId} – the top-up as the provider reports it now (TopUpResult); 404 for another guest's
  onsuccess: restCall({
    method: 'POST',
    auth: 'guest',
    input: topUpStatusInputSchema,
    handler: async ({ topUpId }, { db, guest, request }) => {
      assertJsonRequest(request);
      return topUpReply(await topUpStatus(db, paymentProvider(), guest.guestId, topUpId), guest.guestId);
    },
  }),
  // POST /rest/v1/payment/logout – the same as account/logout (ends the session, clears the cookie)
  logout: accountLogout,
};
