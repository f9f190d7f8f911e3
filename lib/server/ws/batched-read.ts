import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';

/** Keys per query: one array parameter, a bounded result (a storm's burst is split into several reads). */
export const MAX_BATCH_KEYS = 500;

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
type Batch<K, V> = { waiters: Map<K, Waiter<V>[]> };

/**
 * Coalesces the reads that sockets ask for in the same turn of the event loop into one query
 * per table (docs/PERFORMANCE.md "Reliability": the embedded database runs one statement at a
 * time and a statement's fixed cost is ~0.4 ms, against ~15 µs per row of a batched read; a
 * reconnect storm asks the same three reads thousands of times). `load` answers a set of keys
 * with a row per key found, and each caller gets only its own key's row.
 *
 * A key joins a batch that has not started yet; the batch runs on the next setImmediate, so
 * every read in it starts after every caller asked for it. A socket's session is indexed before
 * its frame is handled (lib/server/realtime/hub.ts), so "subscribe first, then read" holds for
 * each caller as it would with a query of its own.
 */
export function createBatchedRead<K, V>(load: (db: DbOrTx, keys: K[]) => Promise<Map<K, V>>): (db: DbOrTx, key: K) => Promise<V | undefined> {
  // One open batch per database handle: a transaction's reads never join another handle's.
  const open = new Map<DbOrTx, Batch<K, V>>();

  const run = async (db: DbOrTx, batch: Batch<K, V>) => {
    if (open.get(db) === batch) open.delete(db);
    const keys = [...batch.waiters.keys()];
    for (let start = 0; start < keys.length; start += MAX_BATCH_KEYS) {
      const slice = keys.slice(start, start + MAX_BATCH_KEYS);
      try {
        const rows = await load(db, slice);
        for (const key of slice) for (const waiter of batch.waiters.get(key) ?? []) waiter.resolve(rows.get(key));
      } catch (error) {
        for (const key of slice) for (const waiter of batch.waiters.get(key) ?? []) waiter.reject(error);
      }
    }
  };

  return (db, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = open.get(db);
      if (!batch) {
        const created: Batch<K, V> = { waiters: new Map() };
        open.set(db, created);
        setImmediate(() => void run(db, created));
        batch = created;
      }
      const waiters = batch.waiters.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.waiters.set(key, [{ resolve, reject }]);
    });
}
