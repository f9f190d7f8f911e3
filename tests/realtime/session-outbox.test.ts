import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUEUED } from '@/lib/realtime/outbox';
import { type ConnectionError, RealtimeSession } from '@/lib/realtime/session';
import { loadFullParser } from '@/lib/realtime/frame-reader';
import { FakeSocket } from './fake-socket';

const ack = (loggedIn = true) => ({ type: 'sessionAck', sessionId: 's1', loggedIn, guestId: loggedIn ? 10000 : null, language: 'en' });
const last = () => FakeSocket.instances.at(-1)!;
const message = (clientMessageId: string) => ({ type: 'sendMessage', channelId: 4, text: 'Hallo', clientMessageId }) as const;
const result = (clientMessageId: string) => ({ type: 'messageResult', clientMessageId, success: true, errorCode: null, messageId: 9, price: 0 });
const sentMessages = (socket: FakeSocket) => socket.sent.filter((sent) => sent.type === 'sendMessage').map((sent) => sent.clientMessageId);

function start(options: { accessToken?: string; studioToken?: string } = { accessToken: 'token' }) {
  const errors: ConnectionError[] = [];
  const session = new RealtimeSession({ language: 'en', url: 'ws://test/ws', WebSocket: FakeSocket, onConnectionError: (e) => errors.push(e), ...options });
  session.open();
  last().serverOpens();
  return { session, errors };
}

describe('real-time session outbox ("Sending while the server restarts: queued and delivered once after reconnect")', () => {
  // The zod check of the rarer frame types is loaded as on a page after its first such frame (tests/realtime/frame-reader.test.ts covers the wait).
  beforeAll(() => loadFullParser());
  beforeEach(() => {
    vi.useFakeTimers();
    // The reconnect jitter (lib/realtime/reconnect-delay.ts) at its low end: the waits are exact.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    FakeSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a message sent while the server is down is queued and flushed once after the reconnect’s ack', () => {
    const { session } = start();
    last().serverSends(ack());
    last().serverCloses(1012);
    expect(session.send(message('aaaaaaaa1'))).toBe(true);
    vi.advanceTimersByTime(1_000);
    last().serverOpens();
    expect(sentMessages(last())).toEqual([]);
    last().serverSends(ack());
    expect(sentMessages(last())).toEqual(['aaaaaaaa1']);
    last().serverSends(result('aaaaaaaa1'));
    last().serverCloses(1012);
    vi.advanceTimersByTime(1_000);
    last().serverOpens();
    last().serverSends(ack());
    expect(sentMessages(last())).toEqual([]);
  });

  it('a message that went out without a messageResult is sent again, with the same clientMessageId, after the reconnect', () => {
    const { session } = start();
    last().serverSends(ack());
    session.send(message('bbbbbbbb1'));
    session.send(message('bbbbbbbb2'));
    last().serverSends(result('bbbbbbbb1'));
    expect(sentMessages(last())).toEqual(['bbbbbbbb1', 'bbbbbbbb2']);
    last().serverCloses(1001);
    session.send(message('bbbbbbbb3'));
    vi.advanceTimersByTime(1_000);
    last().serverOpens();
    last().serverSends(ack());
    expect(sentMessages(last())).toEqual(['bbbbbbbb2', 'bbbbbbbb3']);
  });

  it('a missing pong (4000) also puts unconfirmed messages back', () => {
    const { session, errors } = start();
    last().serverSends(ack());
    session.send(message('cccccccc1'));
    vi.advanceTimersByTime(50_000);
    expect(errors.map((error) => error.code)).toEqual([4000]);
    vi.advanceTimersByTime(1_000);
    last().serverOpens();
    last().serverSends(ack());
    expect(sentMessages(last())).toEqual(['cccccccc1']);
  });

  it('the same clientMessageId is never queued twice, and the queue is bounded', () => {
    const { session } = start();
    expect(session.send(message('dddddddd1'))).toBe(true);
    expect(session.send(message('dddddddd1'))).toBe(false);
    for (let i = 1; i < MAX_QUEUED; i += 1) expect(session.send({ type: 'ping' })).toBe(true);
    expect(session.send({ type: 'ping' })).toBe(false);
    last().serverSends(ack());
    expect(sentMessages(last())).toEqual(['dddddddd1']);
  });

  it('closing the page forgets queued and unconfirmed messages', () => {
    const { session } = start();
    last().serverSends(ack());
    session.send(message('eeeeeeee1'));
    session.close();
    session.open();
    last().serverOpens();
    last().serverSends(ack());
    expect(sentMessages(last())).toEqual([]);
  });

  it('a studio session sends its performer token in requestSession', () => {
    start({ studioToken: 'studio-token' });
    expect(last().sent[0]).toEqual({ type: 'requestSession', language: 'en', studioToken: 'studio-token' });
  });
});
