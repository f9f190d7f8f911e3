import { describe, expect, it, vi } from 'vitest';
import { sendBeacon } from '@/lib/api/beacon';
import { createLogQueue, LOG_QUEUE_KEY, MAX_QUEUED_LOGS } from '@/lib/api/log-queue';
import { connectionErrorBody } from '@/lib/realtime/client-logger';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
}

function setup(responses: (number | 'network')[] = []) {
  const storage = memoryStorage();
  let online = true;
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const next = responses.shift() ?? 200;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return { ok: next < 400, status: next };
  });
  const queue = createLogQueue({ storage, fetch, isOnline: () => online, session: () => ({ language: 'de', accessToken: 'tok', baseUrl: 'http://site' }) });
  return { queue, storage, calls, setOnline: (value: boolean) => (online = value) };
}

describe('§8 "failed or offline log calls queued and replayed when the browser comes online"', () => {
  it('sends a log call at once with the §7 general parameters', async () => {
    const { queue, calls } = setup();
    await queue.log({ call: 'browserOnline', body: { status: 'online' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://site/rest/v1/logger/browserOnline?language=de&ver=1&access_token=tok');
    expect(queue.pending()).toBe(0);
  });

  it('queues calls made offline and replays them in order once online', async () => {
    const { queue, calls, setOnline } = setup();
    setOnline(false);
    await queue.log({ call: 'browserOnline', body: { status: 'offline' } });
    await queue.log({ call: 'vxmessengerError', body: { message: 'boom' } });
    expect(calls).toHaveLength(0);
    expect(queue.pending()).toBe(2);
    setOnline(true);
    await queue.replay();
    expect(calls.map((call) => call.body)).toEqual([{ status: 'offline' }, { message: 'boom' }]);
    expect(queue.pending()).toBe(0);
  });

  it('queues network failures and 5xx, drops 4xx (bad input is not retried)', async () => {
    const { queue } = setup(['network', 503, 422]);
    await queue.log({ call: 'vxmessengerError', body: { message: 'a' } });
    await queue.log({ call: 'vxmessengerError', body: { message: 'b' } });
    await queue.log({ call: 'vxmessengerError', body: { message: 'c' } });
    expect(queue.pending()).toBe(2);
  });

  it('a replay that fails again keeps the rest stored', async () => {
    const { queue, setOnline, calls } = setup([200, 'network']);
    setOnline(false);
    for (const message of ['1', '2', '3']) await queue.log({ call: 'vxmessengerError', body: { message } });
    setOnline(true);
    await queue.replay();
    expect(calls).toHaveLength(2);
    expect(queue.pending()).toBe(2);
  });

  it('keeps at most the newest entries and survives garbage in storage', async () => {
    const { queue, setOnline, storage } = setup();
    setOnline(false);
    for (let i = 0; i < MAX_QUEUED_LOGS + 5; i += 1) await queue.log({ call: 'vxmessengerError', body: { message: String(i) } });
    expect(queue.pending()).toBe(MAX_QUEUED_LOGS);
    storage.setItem(LOG_QUEUE_KEY, '{nope');
    expect(queue.pending()).toBe(0);
  });

  it('§7 websocketConnectionError carries connectionAttempt, error, errorCode, errorReason, websocketType', () => {
    expect(connectionErrorBody({ code: 4000, reason: 'pong missing', connectionAttempt: 2 })).toEqual({
      connectionAttempt: 2,
      error: 'pong missing',
      errorCode: 4000,
      errorReason: 'pong missing',
      websocketType: 'session',
    });
    expect(connectionErrorBody({ code: 1006, reason: '', connectionAttempt: 1 }).error).toBe('connection closed');
  });
});

describe('"event tracking as a beacon with fetch fallback"', () => {
  const session = { language: 'en' as const, baseUrl: 'http://site' };

  it('uses navigator.sendBeacon with a JSON blob when it accepts the data', async () => {
    const sendBeaconFn = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    const fetch = vi.fn(async () => ({}));
    expect(sendBeacon('tracker/track', { event: 'x', data: {} }, session, { navigator: { sendBeacon: sendBeaconFn }, fetch })).toBe('beacon');
    expect(sendBeaconFn.mock.calls[0]![0]).toBe('http://site/rest/v1/tracker/track?language=en&ver=1');
    expect(await sendBeaconFn.mock.calls[0]![1].text()).toBe('{"event":"x","data":{}}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when sendBeacon is missing or refuses', () => {
    const fetch = vi.fn(async () => ({}));
    expect(sendBeacon('tracker/trackActorProfileVisit', { actorId: 4 }, session, { navigator: { sendBeacon: () => false }, fetch })).toBe('fetch');
    expect(sendBeacon('tracker/trackActorProfileVisit', { actorId: 4 }, session, { navigator: {}, fetch })).toBe('fetch');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]).toMatchObject([expect.stringContaining('/rest/v1/tracker/trackActorProfileVisit'), { method: 'POST', keepalive: true, body: '{"actorId":4}' }]);
  });
});
