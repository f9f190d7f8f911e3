import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueAccessToken } from '@/lib/server/auth/access-token';
import { guests } from '@/lib/server/db/schema/accounts';
import { DEMO_GUEST } from '@/lib/server/db/seed/accounts';
import { AppError } from '@/lib/server/errors';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { attachRealtime } from '@/lib/server/ws/attach';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { TestClient } from './ws-client';

// The studio token itself is helper S's (lib/server/studio/performer-token.ts, tested there);
// here it stands for "token → actor 7 / 8, anything else UNAUTHORIZED" so the hub's side is tested.
const expiresAt = () => Math.floor(Date.now() / 1000) + 900;
vi.mock('@/lib/server/studio/performer-token', () => ({
  authenticatePerformerToken: async (token: string) => {
    if (token === 'studio-7') return { actorId: 7, expiresAt: expiresAt() };
    if (token === 'studio-8') return { actorId: 8, expiresAt: expiresAt() };
    if (token === 'studio-expired') return { actorId: 7, expiresAt: Math.floor(Date.now() / 1000) - 1 };
    throw new AppError('UNAUTHORIZED', 'The access token is not a performer token.');
  },
}));

let app: AppRuntime;
let server: Server;
let hub: RealtimeHub;
let url: string;
let guestId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  const [guest] = await app.db.select({ id: guests.id }).from(guests).where(eq(guests.email, DEMO_GUEST.email));
  guestId = guest!.id;
  server = createServer();
  hub = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  await hub.close();
  await new Promise((resolve) => server.close(resolve));
  await stopTestRuntime(app);
});

const guestToken = () => issueAccessToken(app.tokenKey, { subjectId: guestId, kind: 'guest', version: 0 });
async function session(message: Record<string, unknown>): Promise<TestClient> {
  const client = await TestClient.open(url);
  const ack = await client.request({ type: 'requestSession', language: 'en', ...message });
  expect(ack.type).toBe('sessionAck');
  return client;
}

describe('hub fan-out (performer sessions, actor events, broadcasts)', () => {
  it('opens a performer session with a studio token: the ack carries the actorId, not a guest login', async () => {
    const client = await TestClient.open(url);
    const ack = await client.request({ type: 'requestSession', language: 'de', studioToken: 'studio-7' });
    expect(ack).toMatchObject({ type: 'sessionAck', loggedIn: false, guestId: null, language: 'de', actorId: 7 });
    // §6: guest commands stay refused on a performer session.
    expect(await client.request({ type: 'loadChannels', offset: 0, limit: 500 })).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await client.request({ type: 'ping' })).ttl).toBeGreaterThan(800);
    client.close();
  });

  it('refuses a bad studio token with UNAUTHORIZED, then acks an anonymous session', async () => {
    const client = await TestClient.open(url);
    client.send({ type: 'requestSession', language: 'en', studioToken: 'forged' });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    const ack = await client.next();
    expect(ack).toMatchObject({ type: 'sessionAck', loggedIn: false, guestId: null });
    expect(ack.actorId).toBeUndefined();
    client.close();
  });

  it('delivers actor events only to that performer’s unexpired sockets', async () => {
    const [first, second, other, expired, guest] = await Promise.all([
      session({ studioToken: 'studio-7' }),
      session({ studioToken: 'studio-7' }),
      session({ studioToken: 'studio-8' }),
      session({ studioToken: 'studio-expired' }),
      session({ accessToken: await guestToken() }),
    ]);
    const event = { type: 'channels', unreadTotal: 3 } as const;
    await publishToActor(app.pubsub, 7, event);
    expect(await first.next()).toEqual(event);
    expect(await second.next()).toEqual(event);
    for (const client of [other, expired, guest]) expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    expect(hub.sendToActor(8, event)).toBe(1);
    expect(await other.next()).toEqual(event);
    for (const client of [first, second, other, expired, guest]) client.close();
  });

  it('drops the performer index when a performer socket re-requests a guest session or closes', async () => {
    const client = await session({ studioToken: 'studio-8' });
    expect(hub.sendToActor(8, { type: 'pageReload' })).toBe(1);
    expect(await client.next()).toEqual({ type: 'pageReload' });
    await client.request({ type: 'requestSession', language: 'en', accessToken: await guestToken() });
    expect(hub.sendToActor(8, { type: 'pageReload' })).toBe(0);
    client.close();
    await client.closed;
  });

  it('broadcasts actorOnline to every open socket: anonymous, guest and performer', async () => {
    const bare = await TestClient.open(url); // not even a requestSession yet
    const clients = [bare, await session({}), await session({ accessToken: await guestToken() }), await session({ studioToken: 'studio-7' })];
    await publishToAll(app.pubsub, { type: 'actorOnline', actorId: 7 });
    for (const client of clients) expect(await client.next()).toEqual({ type: 'actorOnline', actorId: 7 });
    for (const client of clients) client.close();
  });

  it('ignores malformed pubsub payloads (they may come from another process)', async () => {
    const client = await session({});
    await app.pubsub.publish('realtime.all', { message: { type: 'actorOnline', actorId: 'x' } });
    await app.pubsub.publish('realtime.actor', { actorId: -1, message: { type: 'pageReload' } });
    expect(await client.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    client.close();
  });
});
