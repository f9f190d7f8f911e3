import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionError, RealtimeSession } from '@/lib/realtime/session';
import { loadFullParser } from '@/lib/realtime/frame-reader';
import { FakeSocket } from './fake-socket';

const ack = (loggedIn = false) => ({ type: 'sessionAck', sessionId: 's1', loggedIn, guestId: loggedIn ? 10000 : null, language: 'de' });
const last = () => FakeSocket.instances.at(-1)!;

function start(options: { accessToken?: string } = {}) {
  const errors: ConnectionError[] = [];
  const session = new RealtimeSession({
    language: 'de',
    url: 'ws://test/ws',
    WebSocket: FakeSocket,
    onConnectionError: (error) => errors.push(error),
    ...options,
  });
  session.open();
  return { session, errors };
}

describe('real-time session (§4, §8, §9)', () => {
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

  it('sends a session request with the language when the connection opens', () => {
    start();
    last().serverOpens();
    expect(last().sent).toEqual([{ type: 'requestSession', language: 'de' }]);
  });

  it('queues messages until the session acknowledgement, then flushes them and pings at once', () => {
    const { session } = start({ accessToken: 'token' });
    session.send({ type: 'allChannelsSeen' });
    last().serverOpens();
    expect(last().types()).toEqual(['requestSession']);
    last().serverSends(ack(true));
    expect(last().types()).toEqual(['requestSession', 'allChannelsSeen', 'ping']);
    expect(last().sent[1]).toMatchObject({ accessToken: 'token' });
    expect(session.isOpen()).toBe(true);
  });

  it('sends a ping every 50 s while pongs arrive', () => {
    start();
    last().serverOpens();
    last().serverSends(ack());
    last().serverSends({ type: 'pong', ttl: null });
    vi.advanceTimersByTime(49_999);
    expect(last().types().filter((type) => type === 'ping')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().types().filter((type) => type === 'ping')).toHaveLength(2);
  });

  it('logs a missing pong with 4000 and reconnects', () => {
    const { errors } = start();
    const first = last();
    first.serverOpens();
    first.serverSends(ack());
    vi.advanceTimersByTime(50_000);
    expect(errors).toEqual([{ code: 4000, reason: 'pong missing', connectionAttempt: 1 }]);
    expect(first.closedWith).toBe(4000);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects 1 s after a close, 2 s after a second failure in a row, and logs the connection-closed error once', () => {
    const { errors } = start();
    last().serverOpens();
    last().serverSends(ack());
    last().serverCloses(1006);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    last().serverCloses(1006);
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    expect(errors.map((error) => error.code)).toEqual([1006]);
  });

  it('does not retry a protocol error on the first connection', () => {
    const { errors } = start();
    last().serverOpens();
    last().serverCloses(1002);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(errors.map((error) => error.code)).toEqual([1002]);
  });

  it('retries a protocol error on a later connection', () => {
    start();
    last().serverCloses(1006);
    vi.advanceTimersByTime(1_000);
    last().serverCloses(1002);
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('drops commands that need a login when not logged in (§6)', () => {
    const { session } = start();
    expect(session.send({ type: 'loadChannels', offset: 0, limit: 500 })).toBe(false);
    last().serverOpens();
    last().serverSends(ack(false));
    expect(session.send({ type: 'favoriteRequestActors' })).toBe(false);
    expect(last().types()).toEqual(['requestSession', 'ping']);
  });

  it('drops queued login-only commands when the server refuses the login', () => {
    const { session } = start({ accessToken: 'stale' });
    session.send({ type: 'allChannelsSeen' });
    last().serverOpens();
    last().serverSends(ack(false));
    expect(last().types()).toEqual(['requestSession', 'ping']);
  });

  it('delivers parsed messages to typed handlers and ignores unknown ones', () => {
    const { session } = start();
    const ttls: (number | null)[] = [];
    session.on('pong', (message) => ttls.push(message.ttl));
    last().serverOpens();
    last().serverSends({ type: 'somethingNew', value: 1 });
    last().serverSends({ type: 'pong', ttl: 'soon' });
    last().serverSends({ type: 'pong', ttl: 840 });
    expect(ttls).toEqual([840]);
  });

  it('stops everything on close and does not reconnect', () => {
    const { session, errors } = start();
    last().serverOpens();
    last().serverSends(ack());
    session.close();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
