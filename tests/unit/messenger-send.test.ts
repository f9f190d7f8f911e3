import { afterEach, describe, expect, it, vi } from 'vitest';
import { targetFromSearch } from '@/components/messenger/use-initial-channel';
import { pickOneClickAmount } from '@/lib/messenger/one-click';
import { sendChatMessage } from '@/lib/messenger/send-message';
import type { OutgoingMessage, ServerMessage } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

/** A page session that answers each sendMessage with `answer` (or never, when it returns null). */
function fakeRealtime(answer: (sent: Extract<OutgoingMessage, { type: 'sendMessage' }>) => ServerMessage | null, accepts = true) {
  const handlers = new Set<(message: ServerMessage) => void>();
  const sent: OutgoingMessage[] = [];
  const realtime = {
    on: (_type: string, handler: (message: ServerMessage) => void) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    send: (message: OutgoingMessage) => {
      if (!accepts) return false;
      sent.push(message);
      const reply = message.type === 'sendMessage' ? answer(message) : null;
      if (reply) queueMicrotask(() => handlers.forEach((handler) => handler(reply)));
      return true;
    },
  };
  return { realtime: realtime as unknown as RealtimeSession, sent, handlers };
}

const outgoing = { channelId: 4, text: 'Hi', gifts: [], clientMessageId: 'abcdefgh12' };
const session = { language: 'en' as const, accessToken: 'token', baseUrl: 'http://test.local' };

afterEach(() => vi.unstubAllGlobals());

describe('sending a message (exactly once per clientMessageId)', () => {
  it('goes over the WebSocket as sendMessage and takes its messageResult', async () => {
    const { realtime, sent, handlers } = fakeRealtime((m) => ({ type: 'messageResult', clientMessageId: m.clientMessageId, success: true, errorCode: null, messageId: 9, price: 99 }));
    const outcome = await sendChatMessage(outgoing, { session, realtime, balance: () => 500 });
    expect(outcome).toEqual({ kind: 'sent', messageId: 9, price: 99 });
    expect(sent).toEqual([{ type: 'sendMessage', channelId: 4, text: 'Hi', clientMessageId: 'abcdefgh12' }]);
    expect(handlers.size).toBe(0);
  });

  it('INSUFFICIENT_FUNDS over the socket: price, the known balance and what is missing', async () => {
    const { realtime } = fakeRealtime((m) => ({ type: 'messageResult', clientMessageId: m.clientMessageId, success: false, errorCode: 'INSUFFICIENT_FUNDS', messageId: null, price: 299 }));
    expect(await sendChatMessage(outgoing, { session, realtime, balance: () => 100 })).toEqual({ kind: 'insufficient', details: { price: 299, balance: 100, missing: 199 } });
  });

  it('no answer in time: the REST twin is asked with the same clientMessageId', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: false, error: { code: 'BLOCKED', message: 'Blocked.' } }, { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    const { realtime } = fakeRealtime(() => null);
    const outcome = await sendChatMessage(outgoing, { session, realtime, balance: () => null, timeoutMs: 10 });
    expect(outcome).toEqual({ kind: 'refused', code: 'BLOCKED' });
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [URL, RequestInit];
    expect(String(url)).toContain('/rest/v1/messenger/send');
    expect(JSON.parse(String(init.body)).clientMessageId).toBe('abcdefgh12');
  });
});

describe('sending while the server restarts ("queued and delivered once after reconnect, never twice")', () => {
  it('the REST twin cannot reach the server either: the socket\'s answer after the reconnect decides', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { realtime, sent, handlers } = fakeRealtime(() => null);
    const pending = sendChatMessage(outgoing, { session, realtime, balance: () => 500, timeoutMs: 5, outageMs: 1_000 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The reconnect flushed the outbox; the server stored the message once and answers now.
    handlers.forEach((handler) => handler({ type: 'messageResult', clientMessageId: 'abcdefgh12', success: true, errorCode: null, messageId: 31, price: 99 }));
    expect(await pending).toEqual({ kind: 'sent', messageId: 31, price: 99 });
    expect(sent).toHaveLength(1);
    expect(handlers.size).toBe(0);
  });

  it('an answer for another message does not count; without any answer the send fails in the end', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    const { realtime, handlers } = fakeRealtime(() => null);
    const pending = sendChatMessage(outgoing, { session, realtime, balance: () => 500, timeoutMs: 5, outageMs: 60 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    handlers.forEach((handler) => handler({ type: 'messageResult', clientMessageId: 'someoneelse1', success: true, errorCode: null, messageId: 2, price: 0 }));
    expect(await pending).toEqual({ kind: 'refused', code: 'FAILED' });
    expect(handlers.size).toBe(0);
  });

  it('a socket that cannot take the message (logged out, queue full): only the REST answer counts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { realtime, sent } = fakeRealtime(() => null, false);
    expect(await sendChatMessage(outgoing, { session, realtime, balance: () => 500, timeoutMs: 5, outageMs: 1_000 })).toEqual({ kind: 'refused', code: 'FAILED' });
    expect(sent).toHaveLength(0);
  });
});

describe('one-click top-up and entry points', () => {
  it('one click offers the smallest configured amount that covers what is missing', () => {
    expect(pickOneClickAmount([2000, 1000, 5000], 150)).toBe(1000);
    expect(pickOneClickAmount([1000, 2000], 1500)).toBe(2000);
    expect(pickOneClickAmount([1000], 1500)).toBeNull();
  });

  it('?actor=<id> and ?channel=<id> open a channel; anything else does not', () => {
    expect(targetFromSearch('?actor=12')).toEqual({ actorId: 12 });
    expect(targetFromSearch('?channel=7')).toEqual({ channelId: 7 });
    expect(targetFromSearch('?actor=-1')).toBeNull();
    expect(targetFromSearch('?actor=99999999999')).toBeNull();
    expect(targetFromSearch('?actor=1e3')).toBeNull();
  });
});
