import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { publishToAll, subscribeToBroadcast } from '@/lib/server/realtime/broadcast-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createPgNotifyDriver } from '@/lib/server/realtime/pubsub-pg-driver';
import { createPostgresPubSub } from '@/lib/server/realtime/pubsub-postgres';
import { openTestDatabase } from '@/tests/helpers/test-runtime';
import type { TestDatabase } from '@/tests/helpers/postgres-test-database';

/**
 * PostgreSQL only (TEST_DATABASE_URL): the PubSub of two processes through LISTEN/NOTIFY on a real
 * server with the production driver (node-postgres), where tests/realtime/pubsub-postgres.test.ts
 * uses PGlite's one connection. Each instance here is what one app process holds.
 */
const templates = inject('postgresTemplates');

describe.runIf(templates)('PubSub over LISTEN/NOTIFY on a PostgreSQL server', () => {
  let database: TestDatabase;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase({ seed: false });
    url = database.url ?? '';
  });
  afterAll(() => database.close());

  const open = (pgChannel: string) => createPostgresPubSub(createPgNotifyDriver(url), { pgChannel });
  function collect(pubsub: PubSub, channel: string): unknown[] {
    const received: unknown[] = [];
    pubsub.subscribe(channel, (payload) => received.push(payload));
    return received;
  }

  it('a publish of one process reaches the other once, in order, and its own subscribers once', async () => {
    const [a, b] = await Promise.all([open('srv_one'), open('srv_one')]);
    const onA = collect(a, 'realtime.guest');
    const onB = collect(b, 'realtime.guest');
    for (let n = 1; n <= 20; n += 1) await a.publish('realtime.guest', { guestId: 5, n });
    await vi.waitFor(() => expect(onB).toHaveLength(20));
    expect(onB).toEqual(Array.from({ length: 20 }, (_, i) => ({ guestId: 5, n: i + 1 })));
    expect(onA).toHaveLength(20);
    await Promise.all([a.close(), b.close()]);
  });

  it('carries a payload beyond the 8000-byte NOTIFY limit in chunks, unicode intact', async () => {
    const [a, b] = await Promise.all([open('srv_big'), open('srv_big')]);
    const onB = collect(b, 'big');
    const payload = { text: 'Grüße 😀 \u2028 '.repeat(3_000) };
    await a.publish('big', payload);
    await vi.waitFor(() => expect(onB).toEqual([payload]));
    await Promise.all([a.close(), b.close()]);
  });

  it('re-listens after the server ends the LISTEN connection and delivers again', async () => {
    const [a, b] = await Promise.all([open('srv_reconnect'), open('srv_reconnect')]);
    const onB: unknown[] = [];
    subscribeToBroadcast(b, (message) => onB.push(message));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const listeners = async () =>
      (await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`)).rows.map((row) => row.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    // Both instances re-LISTEN on new connections (backoff from 500 ms).
    await vi.waitFor(async () => expect((await listeners()).filter((pid) => !before.includes(pid))).toHaveLength(2), { timeout: 5_000, interval: 100 });
    await publishToAll(a, { type: 'actorOnline', actorId: 3 });
    await vi.waitFor(() => expect(onB).toEqual([{ type: 'actorOnline', actorId: 3 }]));
    await admin.end();
    await Promise.all([a.close(), b.close()]);
  });
});
