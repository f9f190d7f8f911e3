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

/** Runs `work` while collecting the lines the one logger writes at level ERROR (lib/server/log.ts). */
async function collectingLoggedErrors<T>(work: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const [line, detail] = args;
    if (typeof line === 'string' && / ERROR /.test(line)) {
      const cause = typeof detail === 'string' ? detail.split('\n').find((l) => l.startsWith('caused by:')) : undefined;
      errors.push(`${line.replace(/^\[[^\]]*\] ERROR /, '')}${cause ? ` (${cause})` : ''}`);
    }
    original(...args);
  };
  try {
    return { result: await work(), errors };
  } finally {
    console.error = original;
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
