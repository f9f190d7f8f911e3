import { isApiError } from '@/lib/api/api-error';
import type { ApiSession } from '@/lib/api/client-config';
import type { IncludedGift } from '@/lib/contracts/messenger';
import { type InsufficientFundsDetails, insufficientFundsBodySchema } from '@/lib/contracts/purchase';
import type { SendMessageErrorCode, ServerMessageOf } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';
import { sendMessageOverRest } from '@/lib/queries/messenger';

export type SendOutcome =
  | { kind: 'sent'; messageId: number | null; price: number }
  | { kind: 'insufficient'; details: InsufficientFundsDetails }
  | { kind: 'refused'; code: SendMessageErrorCode | 'FAILED' };

export type OutgoingChatMessage = { channelId: number; text: string; gifts: IncludedGift[]; clientMessageId: string };

/** How long the WebSocket answer may take before the REST twin is asked (same clientMessageId). */
export const WS_ANSWER_TIMEOUT_MS = 8_000;

/** A fresh id per message; a resend of the same message keeps it, so the server charges once. */
export function newClientMessageId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

type SendDeps = { session: ApiSession; realtime: RealtimeSession | null; balance: () => number | null; timeoutMs?: number; outageMs?: number };

/** While the server is unreachable, how long the socket's resend after the reconnect is awaited. */
export const OUTAGE_WAIT_MS = 60_000;

/**
 * Sends one message (§7 sendMessage {channelId, text, gifts, clientMessageId}) over the page's
 * WebSocket and waits for its messageResult. If the socket cannot take it or does not answer in
 * time (a server restart), the REST twin POST messenger/send is called with the same
 * clientMessageId: the server stores and charges each clientMessageId exactly once. If the REST
 * call cannot reach the server either, the socket still holds the message and sends it again
 * after the reconnect (lib/realtime/outbox.ts): its answer is awaited a while longer.
 */
export async function sendChatMessage(message: OutgoingChatMessage, deps: SendDeps): Promise<SendOutcome> {
  if (!deps.realtime) return toOutcome(await overRest(message, deps.session));
  const answer = socketAnswer(message, deps.realtime);
  try {
    const early = answer.queued ? await within(answer.result, deps.timeoutMs ?? WS_ANSWER_TIMEOUT_MS) : null;
    if (early) return fromSocketResult(early, deps.balance());
    const viaRest = await overRest(message, deps.session);
    if (viaRest !== 'unreachable' || !answer.queued) return toOutcome(viaRest);
    const late = await within(answer.result, deps.outageMs ?? OUTAGE_WAIT_MS);
    return late ? fromSocketResult(late, deps.balance()) : { kind: 'refused', code: 'FAILED' };
  } finally {
    answer.stop();
  }
}

type SocketAnswer = { queued: boolean; result: Promise<ServerMessageOf<'messageResult'>>; stop: () => void };

/** Hands the message to the socket (sent now or queued for the reconnect) and listens for its answer. */
function socketAnswer(message: OutgoingChatMessage, realtime: RealtimeSession): SocketAnswer {
  let off = () => {};
  const result = new Promise<ServerMessageOf<'messageResult'>>((resolve) => {
    off = realtime.on('messageResult', (reply) => reply.clientMessageId === message.clientMessageId && resolve(reply));
  });
  const { gifts, ...rest } = message;
  const queued = realtime.send({ type: 'sendMessage', ...rest, ...(gifts.length > 0 ? { gifts } : {}) });
  return { queued, result, stop: () => off() };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The socket says only the price; the box shows the balance the page knows (§7 guestBalance). */
function fromSocketResult(result: ServerMessageOf<'messageResult'>, balance: number | null): SendOutcome {
  if (result.success) return { kind: 'sent', messageId: result.messageId, price: result.price };
  if (result.errorCode === 'INSUFFICIENT_FUNDS') {
    const known = Math.max(0, Math.min(balance ?? 0, result.price));
    return { kind: 'insufficient', details: { price: result.price, balance: known, missing: Math.max(1, result.price - known) } };
  }
  return { kind: 'refused', code: result.errorCode ?? 'FAILED' };
}

const toOutcome = (outcome: SendOutcome | 'unreachable'): SendOutcome => (outcome === 'unreachable' ? { kind: 'refused', code: 'FAILED' } : outcome);

/** 'unreachable': no answer from the server at all (a network error, not an API error). */
async function overRest(message: OutgoingChatMessage, session: ApiSession): Promise<SendOutcome | 'unreachable'> {
  try {
    const data = await sendMessageOverRest(session, message);
    return { kind: 'sent', messageId: data.message.id, price: data.price };
  } catch (error) {
    if (!isApiError(error) || error.status >= 502) return 'unreachable';
    if (error.code === 'INSUFFICIENT_FUNDS') {
      const body = insufficientFundsBodySchema.safeParse(error.details);
      return body.success ? { kind: 'insufficient', details: body.data.error.details } : { kind: 'refused', code: 'FAILED' };
    }
    if (error.status === 404) return { kind: 'refused', code: 'NOT_FOUND' };
    const known = ['BLOCKED', 'RESTRICTED', 'GIFT_UNAVAILABLE'] as const;
    const code = known.find((value) => value === error.code);
    return { kind: 'refused', code: code ?? (error.status === 400 || error.status === 422 ? 'BAD_MESSAGE' : 'FAILED') };
  }
}
