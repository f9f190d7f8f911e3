import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishToAll, subscribeToBroadcast } from '@/lib/server/realtime/broadcast-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createPostgresPubSub } from '@/lib/server/realtime/pubsub-postgres';
import { createPgliteNotifyDriver } from './pglite-notify-driver';

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
});
afterAll(async () => {
  await pg.close();
});

function collect(pubsub: PubSub, channel: string): unknown[] {
  const received: unknown[] = [];
  pubsub.subscribe(channel, (payload) => received.push(payload));
  return received;
}

describe('PubSub over LISTEN/NOTIFY ("two processes deliver each other\'s events")', () => {
  it('delivers a publish of one instance to the other, and exactly once to its own subscribers', async () => {
    const a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_one' });
    const b = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_one' });
    const onA = collect(a, 'realtime.guest');
    const onB = collect(b, 'realtime.guest');
    await a.publish('realtime.guest', { guestId: 5, message: { type: 'pageReload' } });
    await vi.waitFor(() => expect(onB).toEqual([{ guestId: 5, message: { type: 'pageReload' } }]));
    expect(onA).toEqual([{ guestId: 5, message: { type: 'pageReload' } }]);
    await b.publish('realtime.guest', { guestId: 6 });
    await vi.waitFor(() => expect(onA).toHaveLength(2));
    expect(onB).toHaveLength(2);
    await a.close();
    await b.close();
  });

  it('carries a payload larger than 8000 bytes across in chunks', async () => {
    const a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_big' });
    const b = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_big' });
    const onB = collect(b, 'big');
    const payload = { text: 'Grüße 😀 '.repeat(3_000) };
    await a.publish('big', payload);
    await vi.waitFor(() => expect(onB).toEqual([payload]));
    await a.close();
    await b.close();
  });

  it('refuses an oversized payload with an error and notifies nothing', async () => {
    const a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_huge' });
    const onA = collect(a, 'huge');
    await expect(a.publish('huge', { text: 'x'.repeat(300 * 1024) })).rejects.toThrow(/exceeds/);
    expect(onA).toEqual([]);
    await a.close();
  });

  it('re-listens after the LISTEN connection is lost and delivers again', async () => {
    const driver = createPgliteNotifyDriver(pg);
    const a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_reconnect' });
    const b = await createPostgresPubSub(driver, { pgChannel: 'test_reconnect' });
    const onB: unknown[] = [];
    subscribeToBroadcast(b, (message) => onB.push(message));
    driver.breakListen();
    await vi.waitFor(() => expect(driver.listens).toBe(2), { timeout: 3_000 });
    await publishToAll(a, { type: 'actorOnline', actorId: 3 });
    await vi.waitFor(() => expect(onB).toEqual([{ type: 'actorOnline', actorId: 3 }]));
    await a.close();
    await b.close();
  });

  it('stops delivering after close', async () => {
    const a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_close' });
    const b = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'test_close' });
    const onB = collect(b, 'x');
    await b.close();
    await a.publish('x', { n: 1 });
    await a.publish('x', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onB).toEqual([]);
    await a.close();
  });
});
