import type { ServerMessageOf } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

/**
 * One-click top-up from the messenger ("Not enough money: the not-enough-money box, or
 * one-click top-up when available"). §5/§6: offered only to a logged-in guest with the
 * configuration present — the server's canOneClick answer says so; the page only asks.
 */
export type OneClickOffer = { amount: number; paymentMethod: string | null };

const ANSWER_TIMEOUT_MS = 5_000;

/** The smallest configured amount that covers what is missing; null when none does. */
export function pickOneClickAmount(amounts: readonly number[], missing: number): number | null {
  const covering = amounts.filter((amount) => Number.isInteger(amount) && amount >= missing);
  return covering.length > 0 ? Math.min(...covering) : null;
}

function awaitAnswer<T extends 'canOneClick' | 'oneClickResult'>(
  realtime: RealtimeSession,
  type: T,
  accept: (message: ServerMessageOf<T>) => boolean,
  send: () => boolean,
  timeoutMs: number,
): Promise<ServerMessageOf<T> | null> {
  return new Promise((resolve) => {
    const finish = (message: ServerMessageOf<T> | null) => {
      clearTimeout(timer);
      off();
      resolve(message);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const off = realtime.on(type, (message) => accept(message) && finish(message));
    if (!send()) finish(null);
  });
}

/** Asks the server whether one click can cover `missing`; null: not offered (use the top-up overlay). */
export async function oneClickOfferFor(realtime: RealtimeSession | null, missing: number, timeoutMs = ANSWER_TIMEOUT_MS): Promise<OneClickOffer | null> {
  if (!realtime) return null;
  const answer = await awaitAnswer(realtime, 'canOneClick', () => true, () => realtime.send({ type: 'canOneClick' }), timeoutMs);
  if (!answer?.canOneClick) return null;
  const amount = pickOneClickAmount(answer.amounts, missing);
  return amount === null ? null : { amount, paymentMethod: answer.paymentMethod };
}

/**
 * Charges the saved method once (the key makes a retry the same charge). A success is followed by
 * guestBalance, which runs the pending top-up callback (§4): the message is sent then.
 */
export async function chargeOneClickFor(
  realtime: RealtimeSession,
  input: { amount: number; channelId: number; idempotencyKey: string },
  timeoutMs = 30_000,
): Promise<ServerMessageOf<'oneClickResult'> | null> {
  return awaitAnswer(
    realtime,
    'oneClickResult',
    (message) => message.channelId === input.channelId && message.amount === input.amount,
    () => realtime.send({ type: 'chargeOneClick', ...input }),
    timeoutMs,
  );
}
