import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { runBank } from './bank';

/**
 * Concurrent money work over many guests, a share of it repeated with the same key; afterwards
 * the ledger and every idempotency key hold (tests/reliability/bank.ts). `npm test` runs a short
 * form; `npm run reliability` the full 500 operations over 50 guests (BANK_OPERATIONS, BANK_GUESTS).
 */
const size = {
  guests: Number(process.env.BANK_GUESTS ?? 20),
  operations: Number(process.env.BANK_OPERATIONS ?? 160),
  concurrency: Number(process.env.BANK_CONCURRENCY ?? 25),
  repeatShare: 0.15,
  seed: Number(process.env.BANK_SEED ?? 21),
};

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await settleInterruptedChats(rt.db);
  await stopTestRuntime(rt);
});

describe(`bank: ${size.operations} concurrent money operations over ${size.guests} guests`, () => {
  it('every balance ≥ 0, entries sum to balances, transactions balance, every key took effect once', async () => {
    const figures = await runBank(rt, size);
    // One line the reliability script (scripts/reliability.mjs) reads its figures from.
    console.info(`RELIABILITY ${JSON.stringify({ bank: figures })}`);
    // First, so a broken run names its cause (the error behind an unexpected 500).
    expect(figures.loggedErrors).toEqual([]);
    expect(figures.invariants.broken).toEqual([]);
    expect(figures.operations).toBe(size.operations);
    // The load really moved money of every kind.
    for (const kind of ['purchase 200', 'topUp 200', 'message 200']) expect(figures.answers[kind] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(figures.answers).some((label) => label.startsWith('tick'))).toBe(true);
  }, 120_000);
});
