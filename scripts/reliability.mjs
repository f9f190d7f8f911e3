// `npm run reliability` (docs/PERFORMANCE.md "Reliability"): the bank test (500 concurrent money
// operations over 50 guests), the SIGKILL loop (200 kills), the reconnect storm (5,000 clients)
// and the fuzz (10,000 inputs) on PGlite; the bank test and the kill loop once more on PostgreSQL
// when scripts/pg-cluster.mjs can start a throw-away cluster. Each is a vitest file run at full
// size; this script sets the sizes, reads the figures each prints and prints one table.
// Sizes can be lowered for a smoke run: BANK_OPERATIONS, BANK_GUESTS, KILL_ITERATIONS, STORM_CLIENTS, FUZZ_INPUTS.
// Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, stopCluster } from './pg-cluster.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const size = (name, fallback) => process.env[name] ?? String(fallback);
const sizes = {
  BANK_GUESTS: size('BANK_GUESTS', 50),
  BANK_OPERATIONS: size('BANK_OPERATIONS', 500),
  BANK_CONCURRENCY: size('BANK_CONCURRENCY', 25),
  KILL_ITERATIONS: size('KILL_ITERATIONS', 200),
  STORM_CLIENTS: size('STORM_CLIENTS', 5_000),
  FUZZ_INPUTS: size('FUZZ_INPUTS', 10_000),
};
const vitest = path.join('node_modules', '.bin', 'vitest');

/** Runs one vitest file; answers whether it passed, its time and its output (the figures are in it). */
function runFile(file, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(vitest, ['run', file], { env: { ...process.env, ...sizes, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

const figuresOf = (output, key) => {
  const line = output.split('\n').find((l) => l.includes('RELIABILITY ') && l.includes(`"${key}"`));
  return line ? JSON.parse(line.slice(line.indexOf('RELIABILITY ') + 12))[key] : null;
};
const fmt = (n, digits = 0) => Number(n).toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const rows = [];
let failed = false;
async function step(name, engine, file, env, describe) {
  console.log(`▶ ${name} on ${engine} …`);
  const result = await runFile(file, env);
  if (!result.ok) {
    failed = true;
    console.log(result.output.split('\n').slice(-60).join('\n'));
  }
  rows.push([name, engine, describe(result.output), result.ok ? 'hold' : '**broken**', `${fmt(result.seconds)} s`]);
}

const bank = (output) => {
  const f = figuresOf(output, 'bank');
  if (!f) return 'no figures';
  const ok = (label) => Object.entries(f.answers).filter(([k]) => k.startsWith(label) && k.endsWith('200')).reduce((s, [, n]) => s + n, 0);
  return `${fmt(f.operations)} ops (${fmt(f.repeated)} repeats) over ${f.guests} guests at ${f.concurrency}, ${fmt(f.seconds, 1)} s; 200s: ${ok('purchase')} purchases, ${ok('topUp')} top-ups, ${ok('message')} messages, ${ok('tick')} ticks; ${f.invariants.checked.length - f.invariants.broken.length}/${f.invariants.checked.length} invariants`;
};
const kills = (output) => {
  const match = output.match(/wallet-crash: (\d+) kills, (\d+) top-up attempts, (\d+) settled after a restart, (\d+) purchases of (\d+) videos, (\d+) paid messages/);
  if (!match) return 'no figures';
  const [, killed, topUps, settled, purchases, videos, messages] = match;
  return `${fmt(killed)} kills, ${fmt(topUps)} top-ups attempted (${settled} cut off and settled on restart), ${fmt(purchases)} purchases of ${fmt(videos)} videos tried, ${fmt(messages)} paid messages; invariants (ledger, each purchase once, no debit without its purchase or message, messages = message debits) checked after every restart`;
};
const storm = (output) => {
  const f = figuresOf(output, 'storm');
  if (!f) return 'no figures';
  return `${fmt(f.clients)} clients, ${fmt(f.dropped)} dropped; ${fmt(f.backWithin10sPct, 1)} % back ≤ 10 s (p50 ${fmt(f.p50Ms / 1000, 2)} s, p95 ${fmt(f.p95Ms / 1000, 2)} s, max ${fmt(f.maxMs / 1000, 2)} s); ${f.events} events: ${f.duplicates} duplicates, ${f.missing} missing; ${fmt(f.converged)}/${fmt(f.clients)} converged`;
};
const fuzz = (output) => (/\d+ passed/.test(output) ? `${fmt(Number(sizes.FUZZ_INPUTS))} inputs: 0 × 5xx, 0 crashes, answers normally afterwards` : 'see output');

const started = Date.now();
await step('bank test', 'PGlite', 'tests/reliability/bank.test.ts', {}, bank);
await step('kill -9 loop', 'PGlite', 'tests/integration/wallet-crash.test.ts', {}, kills);
await step('reconnect storm', 'PGlite', 'tests/reliability/storm.test.ts', { STORM_SERVER: 'process' }, storm);
await step('fuzz', 'PGlite', 'tests/reliability/fuzz.test.ts', {}, fuzz);

let cluster = null;
try {
  cluster = await startCluster();
} catch (error) {
  console.log(`PostgreSQL: no throw-away cluster (${String(error).split('\n')[0]}); the PostgreSQL runs are skipped.`);
}
if (cluster) {
  try {
    const env = { TEST_DATABASE_URL: cluster.url };
    await step('bank test', 'PostgreSQL', 'tests/reliability/bank.test.ts', env, bank);
    await step('kill -9 loop', 'PostgreSQL', 'tests/integration/wallet-crash.test.ts', env, kills);
  } finally {
    stopCluster(cluster.dir);
  }
}

console.log(`\nnpm run reliability — ${new Date().toISOString().slice(0, 10)}, ${fmt((Date.now() - started) / 1000)} s\n`);
console.log('| run | engine | figures | invariants | time |');
console.log('|---|---|---|---|---:|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(failed ? 1 : 0);
