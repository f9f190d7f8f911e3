import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enablePreparedStatements } from '@/lib/server/db/pglite-prepared';

let client: PGlite;
const preparedNames = async () => (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  enablePreparedStatements(client);
  await client.exec(`create table items (id int primary key, title text not null, price int not null check (price >= 0), tags text[], meta jsonb, seen_at timestamptz)`);
});
afterAll(() => client.close());

describe('automatic prepared statements on the embedded database (docs/PERFORMANCE.md)', () => {
  it('prepares a text the second time it runs and answers exactly as the plain query', async () => {
    const insert = 'insert into items (id, title, price, tags, meta, seen_at) values ($1, $2, $3, $4, $5, $6) returning id, title, tags, meta, seen_at';
    const first = await client.query(insert, [1, "it's \\ a 'quote'", 100, ['a', 'b"c'], { k: "v'" }, new Date('2026-01-02T03:04:05Z')]);
    const second = await client.query(insert, [2, "it's \\ a 'quote'", 100, ['a', 'b"c'], { k: "v'" }, new Date('2026-01-02T03:04:05Z')]);
    expect((await preparedNames()).some((p) => p.statement.includes('insert into items'))).toBe(true);
    expect(second.rows).toEqual([{ ...(first.rows[0] as object), id: 2 }]);
    expect(second.affectedRows).toBe(1);
    const select = 'select title, tags, meta from items where id = $1';
    await client.query(select, [1]);
    const viaExecute = await client.query(select, [2]);
    expect(viaExecute.rows).toEqual([{ title: "it's \\ a 'quote'", tags: ['a', 'b"c'], meta: { k: "v'" } }]);
  });

  it('keeps NULL parameters NULL and array row mode intact', async () => {
    const text = 'select $1::int is null as missing, $2::text as t';
    await client.query(text, [null, 'x']);
    const result = await client.query(text, [null, 'y'], { rowMode: 'array' });
    expect(result.rows).toEqual([[true, 'y']]);
  });

  it('a constraint error from a prepared statement inside a transaction is the same error and rolls back', async () => {
    const update = 'update items set price = price - $1 where id = $2 returning price';
    await client.query(update, [0, 1]);
    await client.query(update, [0, 1]);
    const failure = client.transaction(async (tx) => {
      await tx.query(update, [50, 1]);
      await tx.query(update, [500, 1]);
    });
    await expect(failure).rejects.toMatchObject({ code: '23514' });
    expect((await client.query<{ price: number }>('select price from items where id = $1', [1])).rows[0]?.price).toBe(100);
  });

  it('a statement PREPARE refuses inside a transaction leaves the transaction usable', async () => {
    const untyped = 'select $1 as whatever';
    const rows = await client.transaction(async (tx) => {
      await tx.query(untyped, ['a']).catch(() => null);
      await tx.query(untyped, ['b']).catch(() => null);
      return (await tx.query<{ n: number }>('select count(*)::int as n from items')).rows;
    });
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('a value with a NUL byte is not inlined: it runs as a plain query and fails as one', async () => {
    const text = 'select $1::text as t';
    await client.query(text, ['ok']);
    await expect(client.query(text, ['a\0b'])).rejects.toThrow();
    expect((await client.query(text, ['still fine'])).rows).toEqual([{ t: 'still fine' }]);
  });

  it('DDL and explicit parameter types are never prepared', async () => {
    const before = (await preparedNames()).length;
    await client.query('create table if not exists other (id int)');
    await client.query('create table if not exists other (id int)');
    await client.query('select $1 as v', ['x'], { paramTypes: [25] });
    await client.query('select $1 as v', ['x'], { paramTypes: [25] });
    expect((await preparedNames()).length).toBe(before);
  });
});

describe('evicting the least recently used statement (a bounded number per session)', () => {
  it('never evicts the statement it is preparing: a text first seen long ago still answers after it is prepared', async () => {
    const small = new PGlite();
    await small.waitReady;
    enablePreparedStatements(small, { maxPrepared: 2 });
    const old = 'select $1::int + 1 as n';
    // Seen once (counted, not prepared): the oldest entry.
    expect((await small.query(old, [1])).rows).toEqual([{ n: 2 }]);
    for (const text of ['select $1::int + 2 as n', 'select $1::int + 3 as n']) {
      await small.query(text, [1]);
      await small.query(text, [1]);
    }
    // Its second run prepares it beyond the bound: another statement makes room, and it answers.
    expect((await small.query(old, [1])).rows).toEqual([{ n: 2 }]);
    expect((await small.query(old, [5])).rows).toEqual([{ n: 6 }]);
    const names = (await small.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) => row.statement);
    expect(names).toHaveLength(2);
    expect(names.some((statement) => statement.includes('+ 1'))).toBe(true);
    // The evicted one counts again and still answers, plain and then prepared again.
    for (const value of [1, 2, 3]) expect((await small.query('select $1::int + 2 as n', [value])).rows).toEqual([{ n: value + 2 }]);
    await small.close();
  });
});
