import 'server-only';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * Automatic prepared statements for the embedded database (docs/PERFORMANCE.md "Purchases").
 * PGlite parses and plans every statement anew, and planning a join or a ledger CTE in
 * WebAssembly costs more than running it (1.1 ms against 0.3 ms for the item lookup of a
 * purchase). The same text seen twice is PREPAREd once per session (names survive COMMIT and
 * ROLLBACK) and then run as `EXECUTE name('…', …)`, its parameters serialized exactly as PGlite
 * binds them (the instance's serializers by the parameter's type, text format) and quoted as SQL
 * literals. What PREPARE cannot take — DDL, explicit parameter types, blobs, a NUL in a value —
 * runs as before. node-postgres plans natively and is left alone.
 */

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
type Entry = { seen: number; state: 'counting' | 'preparing' | 'ready' | 'refused'; name?: string; oids?: number[] };
type Serializer = (value: unknown) => string;

const PREPARE_AFTER = 2;
/** Prepared statements kept per session; the least recently used one is deallocated beyond it. */
const MAX_PREPARED = 400;
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with|values)\b/i;

export function enablePreparedStatements(client: PGlite, { maxPrepared = MAX_PREPARED }: { maxPrepared?: number } = {}): void {
  const entries = new Map<string, Entry>();
  const serializers = (client as unknown as { serializers: Record<number, Serializer> }).serializers;
  let prepared = 0;
  let counter = 0;

  const literal = (value: unknown, oid: number): string | null => {
    if (value === null || value === undefined) return 'NULL';
    const text = serializers[oid] ? serializers[oid](value) : String(value);
    return text.includes('\0') ? null : `'${text.replaceAll("'", "''")}'`;
  };

  const prepare = async (run: Query, exec: Transaction['exec'], text: string, entry: Entry, inTransaction: boolean) => {
    entry.state = 'preparing';
    const name = `auto_ps_${++counter}`;
    // In a transaction a failed PREPARE would abort it: a savepoint keeps the failure local.
    if (inTransaction) {
      try {
        await exec('savepoint auto_ps');
      } catch (error) {
        entry.state = 'counting';
        throw error;
      }
    }
    try {
      await run(`prepare ${name} as ${text}`);
    } catch {
      if (inTransaction) await exec('rollback to savepoint auto_ps; release savepoint auto_ps');
      entry.state = 'refused';
      return;
    }
    if (inTransaction) await exec('release savepoint auto_ps');
    const { rows } = await run<{ t: string }>(`select array_to_string(parameter_types::oid[], ',') as t from pg_prepared_statements where name = $1`, [name]);
    entry.oids = (rows[0]?.t ?? '').split(',').filter(Boolean).map(Number);
    entry.name = name;
    entry.state = 'ready';
    // Most recently used: the entry was put in the map when first seen, maybe long ago.
    entries.delete(text);
    entries.set(text, entry);
    prepared += 1;
    if (prepared > maxPrepared) await evictOldest(run, entry);
  };

  /**
   * Deallocates the least recently used statement — never the one just prepared (`keep`): it used
   * to be evicted by its own preparation when it had been first seen long ago, and then executed
   * under its deallocated name ("prepared statement does not exist" for that text from then on).
   * An evicted entry counts again from zero, whoever still holds it.
   */
  const evictOldest = async (run: Query, keep: Entry) => {
    for (const [text, entry] of entries) {
      if (entry === keep || entry.state !== 'ready' || !entry.name) continue;
      const { name } = entry;
      entries.delete(text);
      Object.assign(entry, { seen: 0, state: 'counting', name: undefined, oids: undefined });
      prepared -= 1;
      await run(`deallocate ${name}`);
      return;
    }
  };

  const wrap = (run: Query, exec: Transaction['exec'], inTransaction: boolean): Query =>
    (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      if (options?.paramTypes || options?.blob || !PREPARABLE.test(text)) return run<T>(text, params, options);
      let entry = entries.get(text);
      if (!entry) {
        entry = { seen: 0, state: 'counting' };
        entries.set(text, entry);
      }
      entry.seen += 1;
      if (entry.state === 'counting' && entry.seen >= PREPARE_AFTER) await prepare(run, exec, text, entry, inTransaction);
      if (entry.state !== 'ready' || !entry.name || entry.oids?.length !== params.length) return run<T>(text, params, options);
      const values = params.map((value, i) => literal(value, entry.oids?.[i] ?? 0));
      if (values.includes(null)) return run<T>(text, params, options);
      // Most recently used last: eviction takes the first ready entry.
      entries.delete(text);
      entries.set(text, entry);
      return run<T>(values.length ? `execute ${entry.name}(${values.join(', ')})` : `execute ${entry.name}`, [], options);
    }) as Query;

  const query = client.query.bind(client) as Query;
  client.query = wrap(query, client.exec.bind(client), false);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx) as Query, tx.exec.bind(tx), true);
      return callback(tx);
    })) as PGlite['transaction'];
}
