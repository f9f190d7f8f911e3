import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { attachRealtime } from '@/lib/server/ws/attach';
import { TestClient } from './ws-client';

/** The real hub on an http server at a free port (the test runtime must be started first). */
export async function startWsServer(): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer();
  const hub = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    async close() {
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A socket whose session is logged in with this access token. */
export async function openLoggedIn(base: string, accessToken: string): Promise<TestClient> {
  const client = await TestClient.open(base);
  expect(await client.request({ type: 'requestSession', language: 'en', accessToken })).toMatchObject({ loggedIn: true });
  return client;
}
