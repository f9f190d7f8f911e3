import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/lib/server/db/client';
import { createBatchedRead, MAX_BATCH_KEYS } from '@/lib/server/ws/batched-read';

/** Two database handles: the loader only passes them through. */
const dbA = { name: 'a' } as unknown as DbOrTx;
const dbB = { name: 'b' } as unknown as DbOrTx;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A read that records every batch it was asked and answers a row for the even keys only. */
function recordingRead() {
  const batches: { db: DbOrTx; keys: number[] }[] = [];
  const read = createBatchedRead(async (db: DbOrTx, keys: number[]) => {
    batches.push({ db, keys: [...keys] });
    return new Map(keys.filter((key) => key % 2 === 0).map((key) => [key, { key, label: `row ${key}` }]));
  });
  return { batches, read };
}

describe('createBatchedRead (lib/server/ws/batched-read.ts)', () => {
  it('answers the keys asked in one turn with one read, each caller its own row and nobody else’s', async () => {
    const { batches, read } = recordingRead();
    const answers = await Promise.all([read(dbA, 2), read(dbA, 4), read(dbA, 3), read(dbA, 2)]);
    expect(batches).toEqual([{ db: dbA, keys: [2, 4, 3] }]);
    expect(answers).toEqual([{ key: 2, label: 'row 2' }, { key: 4, label: 'row 4' }, undefined, { key: 2, label: 'row 2' }]);
  });

  it('starts a new read for a key asked after the batch started: every read starts after its caller asked', async () => {
    const { batches, read } = recordingRead();
    const first = read(dbA, 2);
    await nextTurn();
    // The first batch is running now; this key must not be answered by it.
    const second = read(dbA, 4);
    expect(await first).toEqual({ key: 2, label: 'row 2' });
    expect(await second).toEqual({ key: 4, label: 'row 4' });
    expect(batches.map((batch) => batch.keys)).toEqual([[2], [4]]);
  });

  it('never mixes the reads of two database handles (a transaction reads its own snapshot)', async () => {
    const { batches, read } = recordingRead();
    await Promise.all([read(dbA, 2), read(dbB, 4), read(dbA, 6)]);
    expect(batches).toEqual([
      { db: dbA, keys: [2, 6] },
      { db: dbB, keys: [4] },
    ]);
  });

  it(`splits a burst into reads of at most ${MAX_BATCH_KEYS} keys`, async () => {
    const { batches, read } = recordingRead();
    const keys = Array.from({ length: MAX_BATCH_KEYS * 2 + 1 }, (_, i) => i * 2);
    const answers = await Promise.all(keys.map((key) => read(dbA, key)));
    expect(batches.map((batch) => batch.keys.length)).toEqual([MAX_BATCH_KEYS, MAX_BATCH_KEYS, 1]);
    expect(answers.map((row) => row?.key)).toEqual(keys);
  });

  it('a failed read rejects its own callers only; the next batch reads again', async () => {
    let calls = 0;
    const read = createBatchedRead(async (_db: DbOrTx, keys: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key * 10]));
    });
    const failed = Promise.all([read(dbA, 1), read(dbA, 2)]);
    await expect(failed).rejects.toThrow('database gone');
    expect(await read(dbA, 3)).toBe(30);
  });
});
