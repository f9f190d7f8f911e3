import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '@/lib/server/env';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import type { AppRuntime } from '@/lib/server/runtime';
import { attachRealtime } from '@/lib/server/ws/attach';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { TestClient } from './ws-client';

const CAP = 3;
let app: AppRuntime;
let server: Server;
let hub: RealtimeHub;
let url: string;
let port: number;

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  server = createServer();
  hub = attachRealtime(server, { maxConnectionsPerAddress: CAP });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${port}/ws`;
});

afterAll(async () => {
  await hub.close();
  await new Promise((resolve) => server.close(resolve));
  await stopTestRuntime(app);
});

const open = (origin?: string) => TestClient.open(url, origin ? { origin } : {});

async function closeAll(clients: TestClient[]): Promise<void> {
  for (const client of clients) client.close();
  await Promise.all(clients.map((client) => client.closed));
  // The server sees the TCP close a moment after the client.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('/ws upgrades: only the app’s origins, a cap per client address', () => {
  it('refuses a page of a foreign origin with 403 (a logged-in visitor of evil.example cannot ride his session)', async () => {
    await expect(open('https://evil.example')).rejects.toThrow('upgrade refused: 403');
    await expect(open('null')).rejects.toThrow('upgrade refused: 403');
    await expect(open(`http://localhost.evil.example:${port}`)).rejects.toThrow('upgrade refused: 403');
    expect(hub.connectionCount()).toBe(0);
  });

  it('accepts the app’s own origin, the host the page was loaded from, and clients that send no Origin', async () => {
    const clients = [await open(publicOrigin()), await open(`http://127.0.0.1:${port}`), await open()];
    for (const client of clients) expect(await client.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    await closeAll(clients);
  });

  it(`holds at most ${CAP} sockets per address (429), with or without an Origin, and frees a place when one closes`, async () => {
    const clients = [await open(), await open(publicOrigin()), await open()];
    await expect(open()).rejects.toThrow('upgrade refused: 429');
    await expect(open(publicOrigin())).rejects.toThrow('upgrade refused: 429');
    expect(hub.connectionCount()).toBe(CAP);
    await closeAll(clients.slice(0, 1));
    const again = await open();
    expect(await again.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    await closeAll([again, ...clients.slice(1)]);
    expect(hub.connectionCount()).toBe(0);
  });
});
