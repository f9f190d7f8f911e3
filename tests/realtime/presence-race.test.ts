import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPageSession, type PageSession } from '@/components/realtime/open-page-session';
import type { SocketFactory } from '@/lib/realtime/session';
import { actors } from '@/lib/server/db/schema/actors';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import type { AppRuntime } from '@/lib/server/runtime';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { attachRealtime } from '@/lib/server/ws/attach';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { presenceOf, presenceStore, watchActor } from '@/stores/presence';

/**
 * The presence race of a loading page, end to end: the real hub on a socket, the page's real
 * session code (the chunk components/realtime/realtime-session.tsx loads) on a `ws` socket, the
 * studio's real online switch. The badge is what components/actor/live-online-badge.tsx shows:
 * the store's knowledge, else the value the server rendered into the page.
 */
let app: AppRuntime;
let server: Server;
let hub: RealtimeHub;
let url: string;
let actorId: number;
let page: PageSession | null = null;
const sockets: WebSocket[] = [];

/** The browser's WebSocket, as the session uses it; the test can cut a socket like a network drop. */
class PageSocket extends WebSocket {
  constructor(address: string) {
    super(address);
    sockets.push(this);
  }
}

beforeAll(async () => {
  app = await startTestRuntime();
  const [actor] = await app.db.select({ id: actors.id }).from(actors).where(eq(actors.slug, 'lunasky'));
  actorId = actor!.id;
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

beforeEach(() => presenceStore.setState(presenceStore.getInitialState()));
let unwatch: (() => void) | null = null;
afterEach(() => {
  page?.stop();
  page = null;
  // The watch registry is module state: a badge left mounted would be asked for by the next file's pages.
  unwatch?.();
  unwatch = null;
});

/** The server renders the page: her online state as the database has it now. */
async function renderedOnline(): Promise<boolean> {
  const [row] = await app.db.select({ isOnline: actors.isOnline }).from(actors).where(eq(actors.id, actorId));
  return row!.isOnline;
}

/** Hydration: the badge mounts with the rendered value and follows the store from then on. */
function mountBadge(rendered: boolean): () => boolean {
  unwatch = watchActor(actorId);
  return () => presenceOf(actorId).online ?? rendered;
}

function openPage(): PageSession {
  page = openPageSession({ language: 'en', url, WebSocket: PageSocket as unknown as SocketFactory, onConnectionError: () => {} }, () => {});
  return page;
}

async function until(condition: () => boolean, what: string, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Settles what arrives after the acknowledgement (the snapshot, if any) before the badge is read. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('no lost presence event: "subscribe first, then read, then apply events newer than the read"', () => {
  it('she goes online after the page was rendered and before its session is acknowledged: the page ends showing her online', async () => {
    await setActorOnline(app.db, app.pubsub, actorId, false);
    const badge = mountBadge(await renderedOnline());
    expect(badge()).toBe(false);

    // Between the render and the socket: the broadcast reaches no socket of this page.
    await setActorOnline(app.db, app.pubsub, actorId, true);
    const { session } = openPage();
    await until(() => session.isOpen(), 'the session acknowledgement');
    await settle();
    expect(badge()).toBe(true);
  });

  it('she goes offline while the page’s socket is down: after the reconnect the page shows her offline', async () => {
    await setActorOnline(app.db, app.pubsub, actorId, true);
    const badge = mountBadge(await renderedOnline());
    const { session } = openPage();
    await until(() => session.isOpen(), 'the session acknowledgement');
    await settle();
    expect(badge()).toBe(true);

    // The network drops the socket; the server lets go of it before she switches.
    sockets.at(-1)!.terminate();
    await until(() => hub.connectionCount() === 0, 'the server to drop the socket');
    await setActorOnline(app.db, app.pubsub, actorId, false);
    expect(badge()).toBe(true);

    await until(() => !session.isOpen(), 'the page to notice the drop');
    await until(() => session.isOpen(), 'the reconnect’s acknowledgement');
    await settle();
    expect(badge()).toBe(false);
  });
});
