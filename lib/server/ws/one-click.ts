import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { formatMoney } from '@/lib/format/currency';
import { env } from '@/lib/server/env';
import { type ErrorCode, isAppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/registry';
import { runtime } from '@/lib/server/runtime';
import { chargeOneClick } from '@/lib/server/wallet/charge-one-click';
import { oneClickOffer } from '@/lib/server/wallet/one-click-offer';
import { paymentConfig } from '@/lib/server/wallet/payment-config';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';

type OneClickMessage = Extract<ClientMessage, { type: 'canOneClick' | 'chargeOneClick' }>;
type OneClickResult = Extract<ServerMessage, { type: 'oneClickResult' }>;

export function isOneClickMessage(message: ClientMessage): message is OneClickMessage {
  return message.type === 'canOneClick' || message.type === 'chargeOneClick';
}

/** Why a one-click charge did not start, in the words of oneClickResult.declineReason. */
const refusals: Partial<Record<ErrorCode, string>> = {
  NO_PAYMENT_METHOD: 'no_payment_method',
  RESTRICTED: 'restricted',
  FORBIDDEN: 'not_offered',
  CONFLICT: 'in_progress',
  IDEMPOTENCY_KEY_REUSED: 'idempotency_key_reused',
  VALIDATION_FAILED: 'invalid_amount',
};

async function charge(guestId: number, message: Extract<OneClickMessage, { type: 'chargeOneClick' }>): Promise<OneClickResult> {
  const channelId = message.channelId ?? null;
  const { db, pubsub } = runtime();
  // A message without a key is a new charge; the page sends one to make its retries safe.
  const idempotencyKey = message.idempotencyKey ?? `ws-${randomUUID()}`;
  try {
    const { result, balanceChanged } = await chargeOneClick(db, paymentProvider(), guestId, { amount: message.amount, idempotencyKey, channelId }, env().BILLING_DESCRIPTOR, paymentConfig());
    if (balanceChanged) {
      // After the reply (the hub sends it once this handler returns): "a success is followed by guestBalance".
      setImmediate(() => void afterBalanceChange(db, pubsub, guestId).catch((error: unknown) => log.error('guestBalance after one-click failed', error)));
    }
    const status = result.status === 'pending' ? 'failed' : result.status;
    return { type: 'oneClickResult', success: status === 'succeeded', status, amount: result.amount, amountFormatted: result.amountFormatted, declineReason: result.declineReason, channelId };
  } catch (error) {
    const reason = isAppError(error) ? refusals[error.code] : undefined;
    if (!reason) throw error;
    return { type: 'oneClickResult', success: false, status: 'failed', amount: message.amount, amountFormatted: formatMoney(message.amount, 'EUR'), declineReason: reason, channelId };
  }
}

/** §7 canOneClick (is one-click offered, which amounts, which method) and chargeOneClick (oneClickResult). */
export async function handleOneClickMessage(guestId: number, message: OneClickMessage): Promise<ServerMessage[]> {
  if (message.type === 'chargeOneClick') return [await charge(guestId, message)];
  const offer = await oneClickOffer(runtime().db, guestId, paymentConfig());
  return [{ type: 'canOneClick', canOneClick: offer.available, amounts: offer.amounts, paymentMethod: offer.method?.label ?? null }];
}
