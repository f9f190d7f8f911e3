import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForCacheClears } from '@/lib/server/operator/clear-caches';
import { clearCachesEverywhere } from '@/lib/server/operator/clear-caches';
import { answerOnlineGuestQueries, collectOnlineGuests } from '@/lib/server/operator/online-guests';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createPostgresPubSub } from '@/lib/server/realtime/pubsub-postgres';
import { createPgliteNotifyDriver } from '@/tests/realtime/pglite-notify-driver';

// Two PubSubs on one PGlite behave like two processes on one PostgreSQL (LISTEN/NOTIFY).
let pg: PGlite;
let a: PubSub;
let b: PubSub;
beforeAll(async () => {
  pg = new PGlite();
  a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'operator_test' });
  b = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'operator_test' });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await pg.close();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('§7 internal calls across processes', () => {
  it('clear_di_cache asked in one process clears the caches of the other', async () => {
    const heardInB: unknown[] = [];
    const stop = listenForCacheClears(b, (cleared) => heardInB.push(cleared));
    await clearCachesEverywhere(a);
    await until(() => heardInB.length > 0);
    stop();
    expect(heardInB).toHaveLength(1);
  });

  it('onlineGuests counts the guests of both processes once each', async () => {
    const stopA = answerOnlineGuestQueries(a, 'process-a', () => [4, 9]);
    const stopB = answerOnlineGuestQueries(b, 'process-b', () => [9, 12]);
    const online = await collectOnlineGuests(a, 2, 3000);
    stopA();
    stopB();
    expect(online).toEqual({ count: 3, guestIds: [4, 9, 12], processesAnswered: 2 });
  });

  it('a process that does not answer is waited for at most the timeout', async () => {
    const stopA = answerOnlineGuestQueries(a, 'process-a', () => [4]);
    const started = Date.now();
    const online = await collectOnlineGuests(a, 2, 200);
    stopA();
    expect(online.guestIds).toEqual([4]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
