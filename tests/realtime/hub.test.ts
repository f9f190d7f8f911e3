import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueAccessToken } from '@/lib/server/auth/access-token';
import { guests } from '@/lib/server/db/schema/accounts';
import { DEMO_GUEST } from '@/lib/server/db/seed/accounts';
import { attachRealtime, createRealtimeHub } from '@/lib/server/ws/attach';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { TestClient } from './ws-client';

let app: AppRuntime;
let server: Server;
let hub: RealtimeHub;
let base: string;
let guestId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  const [guest] = await app.db.select({ id: guests.id }).from(guests).where(eq(guests.email, DEMO_GUEST.email));
  guestId = guest!.id;
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  hub = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await hub.close();
  await new Promise((resolve) => server.close(resolve));
  await stopTestRuntime(app);
});

const token = (version = 0, id = guestId) => issueAccessToken(app.tokenKey, { subjectId: id, kind: 'guest', version });
const connect = () => TestClient.open(`${base}/ws`);

describe('real-time hub at /ws (§7)', () => {
  it('answers a ping with a pong whose ttl is null for an anonymous session', async () => {
    const client = await connect();
    expect(await client.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    client.close();
  });

  it('acknowledges a session request without a token as not logged in', async () => {
    const client = await connect();
    const ack = await client.request({ type: 'requestSession', language: 'nl' });
    expect(ack).toMatchObject({ type: 'sessionAck', loggedIn: false, guestId: null, language: 'nl' });
    expect(typeof ack.sessionId).toBe('string');
    client.close();
  });

  it('logs the session in with a valid guest token and reports the token ttl in pongs', async () => {
    const client = await connect();
    const ack = await client.request({ type: 'requestSession', language: 'de', accessToken: await token() });
    expect(ack).toMatchObject({ type: 'sessionAck', loggedIn: true, guestId, language: 'de' });
    const pong = await client.request({ type: 'ping' });
    expect(pong.ttl).toBeGreaterThan(14 * 60);
    expect(pong.ttl).toBeLessThanOrEqual(15 * 60);
    // allChannelsSeen is answered by the event every session of the guest gets (lib/server/ws/messenger.ts).
    expect(await client.request({ type: 'allChannelsSeen' })).toEqual({ type: 'channels', unreadTotal: 0 });
    client.close();
  });

  it('refuses a bad, stale or foreign token with UNAUTHORIZED and stays anonymous', async () => {
    const client = await connect();
    for (const accessToken of ['not-a-token', await token(7), await token(0, 999_999)]) {
      client.send({ type: 'requestSession', language: 'en', accessToken });
      expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
      expect(await client.next()).toMatchObject({ type: 'sessionAck', loggedIn: false, guestId: null });
    }
    expect(await client.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    client.close();
  });

  it('answers login-only commands of an anonymous session with UNAUTHORIZED (§6)', async () => {
    const client = await connect();
    await client.request({ type: 'requestSession', language: 'en' });
    const reply = await client.request({ type: 'loadChannels', offset: 0, limit: 500 });
    expect(reply).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    client.close();
  });

  it('answers malformed JSON and unknown types with BAD_MESSAGE and keeps the socket open', async () => {
    const client = await connect();
    expect(await client.request('{nope')).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    expect(await client.request({ type: 'launchRocket' })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    expect(await client.request({ type: 'requestSession', language: 'fr' })).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(client.isOpen).toBe(true);
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    client.close();
  });

  it('closes with 1002 after repeated garbage and on binary frames', async () => {
    const garbage = await connect();
    for (let i = 0; i < 5; i += 1) garbage.send('garbage');
    expect((await garbage.closed).code).toBe(1002);
    const binary = await connect();
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1002);
  });

  it('closes with 1009 when a message is larger than 64 KB', async () => {
    const client = await connect();
    client.send({ type: 'ping', padding: 'x'.repeat(70 * 1024) });
    expect((await client.closed).code).toBe(1009);
  });

  it('refuses upgrades anywhere but exactly /ws', async () => {
    await expect(TestClient.open(`${base}/ws/`)).rejects.toThrow(/404/);
    await expect(TestClient.open(`${base}/other`)).rejects.toThrow(/404/);
  });

  it('fans guest events from the PubSub out to that guest’s logged-in sockets only', async () => {
    const guest = await connect();
    const anonymous = await connect();
    await guest.request({ type: 'requestSession', language: 'en', accessToken: await token() });
    await anonymous.request({ type: 'requestSession', language: 'en' });
    const event = { type: 'guestBalance', guestBalance: 4000, guestBalanceFormatted: '40 €', guestIsPayingCustomer: true } as const;
    await publishToGuest(app.pubsub, guestId, event);
    expect(await guest.next()).toEqual(event);
    expect(await anonymous.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    guest.close();
    anonymous.close();
  });

  it('refuses a token once the guest’s token version moved on (logout)', async () => {
    const stale = await token(0);
    await app.db.update(guests).set({ tokenVersion: sql`${guests.tokenVersion} + 1` }).where(eq(guests.id, guestId));
    const client = await connect();
    expect(await client.request({ type: 'requestSession', language: 'en', accessToken: stale })).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    client.close();
  });

  it('terminates sockets that stop answering the heartbeat ping', async () => {
    const quickHub = createRealtimeHub({ heartbeatMs: 100 });
    const quick = createServer();
    quick.on('upgrade', (req, socket, head) => quickHub.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => quick.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(quick.address() as AddressInfo).port}/ws`;
    const silent = await TestClient.open(url, { autoPong: false });
    const healthy = await TestClient.open(url);
    expect((await silent.closed).code).toBe(1006);
    expect(healthy.isOpen).toBe(true);
    await vi.waitFor(() => expect(quickHub.connectionCount()).toBe(1));
    await quickHub.close();
    expect((await healthy.closed).code).toBe(1001);
    await new Promise((resolve) => quick.close(resolve));
  });

  it('keeps serving after all of that', async () => {
    const client = await connect();
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    client.close();
    const response = await fetch(`${base.replace('ws:', 'http:')}/`);
    expect(await response.text()).toBe('ok');
  });
});
