import type { PGlite } from '@electric-sql/pglite';
import type { NotifyDriver } from '@/lib/server/realtime/pubsub-postgres';
import { notifySql } from '@/lib/server/realtime/pubsub-pg-driver';

/**
 * The PubSub's driver on PGlite (tests): PGlite's one connection supports LISTEN/NOTIFY, so two
 * PubSub instances on one PGlite behave like two processes on one PostgreSQL. `breakListen`
 * simulates a lost LISTEN connection.
 */
export function createPgliteNotifyDriver(pg: PGlite): NotifyDriver & { breakListen(): void; listens: number } {
  let fail: ((error: unknown) => void) | null = null;
  const driver = {
    listens: 0,
    async listen(pgChannel: string, onPayload: (payload: string) => void, onError: (error: unknown) => void) {
      const unlisten = await pg.listen(pgChannel, onPayload);
      driver.listens += 1;
      fail = (error) => {
        fail = null;
        void unlisten();
        onError(error);
      };
      return { close: () => unlisten() };
    },
    async notify(pgChannel: string, payloads: string[]) {
      await pg.query(notifySql(payloads.length), [pgChannel, ...payloads]);
    },
    async close() {},
    breakListen() {
      fail?.(new Error('connection reset'));
    },
  };
  return driver;
}
