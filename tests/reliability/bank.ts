import { vi } from 'vitest';
import { log } from '@/lib/server/log';
import type { AppRuntime } from '@/lib/server/runtime';
import { checkLedgerInvariants, checkNoBalanceEverNegative, type InvariantReport } from '@/tests/helpers/ledger-invariants';
import { checkBank } from './bank-checks';
import { planOperations, runConcurrently } from './bank-operations';
import { buildBankWorld } from './bank-setup';
import { createRng } from './fuzz-random';

export type BankSize = { guests: number; operations: number; concurrency: number; repeatShare: number; seed: number };

export type BankFigures = {
  engine: 'PGlite' | 'PostgreSQL';
  guests: number;
  operations: number;
  concurrency: number;
  repeated: number;
  seconds: number;
  /** Answers per kind and status, e.g. "purchase 200": 120. */
  answers: Record<string, number>;
  invariants: InvariantReport;
  /** What the server logged as an error during the load (e.g. the database error behind a 500). */
  loggedErrors: string[];
};

/** Runs `work` while collecting what the one logger reports at level ERROR (as the fuzz test does). */
async function collectingLoggedErrors<T>(work: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
  const logged = vi.spyOn(log, 'error');
  try {
    const result = await work();
    // The database's own message is the cause drizzle wraps ("Failed query: …" → e.g. deadlock detected).
    const errors = logged.mock.calls.map(([message, error]) => `${message}${error instanceof Error ? ` (${String(error.cause ?? error.message)})` : ''}`);
    return { result, errors };
  } finally {
    logged.mockRestore();
  }
}

/**
 * The bank test (docs/PERFORMANCE.md "Reliability"): `operations` purchases, top-ups, paid
 * messages and chat ticks over `guests` guests, `concurrency` at a time, a share of them repeated
 * with the same key; then every invariant of the ledger and of each service's idempotency.
 */
export async function runBank(rt: AppRuntime, size: BankSize): Promise<BankFigures> {
  const rng = createRng(size.seed);
  const world = await buildBankWorld(rt, size.guests, rng);
  const ops = planOperations(world, size.operations, size.repeatShare, rng);
  const started = performance.now();
  const { result: outcomes, errors } = await collectingLoggedErrors(() => runConcurrently(rt, world, ops, size.concurrency));
  const seconds = (performance.now() - started) / 1000;

  const answers: Record<string, number> = {};
  for (const o of outcomes) {
    const label = `${o.op.kind} ${o.status === 200 ? (o.code ?? '200') : `${o.status} ${o.code}`}`;
    answers[label] = (answers[label] ?? 0) + 1;
  }
  const guestIds = world.guests.map((g) => g.guestId);
  const reports = [await checkLedgerInvariants(rt.db), await checkNoBalanceEverNegative(rt.db, guestIds), await checkBank(rt.db, world, outcomes)];
  return {
    engine: (rt.database as { url?: string }).url ? 'PostgreSQL' : 'PGlite',
    guests: size.guests,
    operations: outcomes.length,
    concurrency: size.concurrency,
    repeated: Math.round(size.operations * size.repeatShare),
    seconds,
    answers,
    invariants: { checked: reports.flatMap((r) => r.checked), broken: reports.flatMap((r) => r.broken) },
    loggedErrors: [...new Set(errors)].slice(0, 5),
  };
}
