import { isApiError } from '@/lib/api/api-error';
import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import type { IncludedGift } from '@/lib/contracts/messenger';
import { sendResultResponseSchema } from '@/lib/contracts/messenger';
import { type InsufficientFundsDetails, insufficientFundsBodySchema } from '@/lib/contracts/purchase';
import type { SendMessageErrorCode, ServerMessageOf } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

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

type SendDeps = { session: ApiSession; realtime: RealtimeSession | null; balance: () => number | null; timeoutMs?: number };

/**
 * Sends one message (§7 sendMessage {channelId, text, gifts, clientMessageId}) over the page's
 * WebSocket and waits for its messageResult. If the socket cannot take it or does not answer in
 * time (a server restart), the REST twin POST messenger/send is called with the same
 * clientMessageId: the server stores and charges each clientMessageId exactly once.
 */
export async function sendChatMessage(message: OutgoingChatMessage, deps: SendDeps): Promise<SendOutcome> {
  const viaSocket = deps.realtime ? await overSocket(message, deps.realtime, deps.timeoutMs ?? WS_ANSWER_TIMEOUT_MS) : null;
  if (viaSocket) return fromSocketResult(viaSocket, deps.balance());
  return overRest(message, deps.session);
}

function overSocket(message: OutgoingChatMessage, realtime: RealtimeSession, timeoutMs: number): Promise<ServerMessageOf<'messageResult'> | null> {
  return new Promise((resolve) => {
    const finish = (result: ServerMessageOf<'messageResult'> | null) => {
      clearTimeout(timer);
      off();
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const off = realtime.on('messageResult', (result) => result.clientMessageId === message.clientMessageId && finish(result));
    const { gifts, ...rest } = message;
    if (!realtime.send({ type: 'sendMessage', ...rest, ...(gifts.length > 0 ? { gifts } : {}) })) finish(null);
  });
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

async function overRest(message: OutgoingChatMessage, session: ApiSession): Promise<SendOutcome> {
  try {
    const { data } = await restRequest(restPath('messenger', 'send'), { ...session, method: 'POST', body: message, schema: sendResultResponseSchema });
    return { kind: 'sent', messageId: data.message.id, price: data.price };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'refused', code: 'FAILED' };
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
