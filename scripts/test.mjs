// `npm test`: every check, in order, failing fast: types, lint and import cycles (side by side), unit and integration tests,
// the production build beside the integration and realtime tests on PostgreSQL (a throw-away cluster,
// scripts/pg-cluster.mjs), the first-load JS budget of the catalogue routes in that build (bench/js-budget.ts,
// seconds), then the Playwright journeys against that build (project 'postgres': a few of them on PostgreSQL).
// Plain Node, no deps.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, run } from './prepare.mjs';
import { ensurePostgres, startCluster, stopCluster } from './pg-cluster.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Debian's chromium-headless-shell for the journeys and chromium for the few that need the full
 * browser and for Lighthouse (never `npx playwright install`: it cannot download here).
 */
function ensureChromium() {
  const missing = [['chromium', '/usr/bin/chromium'], ['chromium-headless-shell', '/usr/bin/chromium-headless-shell']].filter(([, file]) => !existsSync(file));
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const apt = (args) => (root ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt(['update']);
  apt(['install', '-y', ...missing.map(([name]) => name)]);
}

/** Old e2e databases (playwright.config.ts makes a fresh one per run in the temp folder) are not kept. */
function removeOldE2eData() {
  for (const entry of readdirSync(os.tmpdir())) {
    if (entry.startsWith('cam-e2e-')) rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
}

const bin = (name) => path.join('node_modules', '.bin', name);
// Each group runs after the one before; the steps of a group run side by side (tsc and eslint
// are single-threaded: together they take the time of the longer one on 2 cores).
const groups = [
  [
    ['typecheck', bin('tsc'), ['--noEmit', '-p', '.']],
    ['lint', bin('eslint'), ['--max-warnings=0', '.']],
    ['import cycles', process.execPath, ['scripts/check-cycles.mjs']],
  ],
  [['unit + integration', bin('vitest'), ['run']]],
  // The same integration and realtime tests on PostgreSQL (README "Tests"), beside the build: on
  // 2 cores the two together take less than one after the other.
  [
    ['build', bin('next'), ['build']],
    ['integration on PostgreSQL', bin('vitest'), ['run', 'tests/integration', 'tests/realtime', 'tests/reliability/bank.test.ts'], { postgres: true }],
  ],
  // §2: every catalogue route within its budget (floor + margin, or its ratchet in bench/js-budgets.json).
  [['first-load JS budget', process.execPath, ['--import', 'tsx', 'bench/js-budget.ts', '--check', process.env.NEXT_DIST_DIR ?? '.next']]],
  [['e2e', bin('playwright'), ['test']]],
  // wallet, buying, messenger and live chat once more, on a server on PostgreSQL (playwright.config.ts).
  [['e2e on PostgreSQL', bin('playwright'), ['test'], { env: { E2E_ENGINE: 'postgres' } }]],
  // The paying loop with the guest on one app process and the performer on the other (one PostgreSQL, a proxy).
  [['e2e on two processes', bin('playwright'), ['test'], { env: { E2E_ENGINE: 'two-process' } }]],
];

const format = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const started = Date.now();

/** The run's PostgreSQL cluster, started for the first step that needs it, stopped when the run ends (however it ends). */
let cluster = null;
async function clusterUrl() {
  cluster ??= await startCluster();
  return cluster.url;
}
process.on('exit', () => cluster && stopCluster(cluster.dir));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** One step; alone it writes to the terminal as it goes, beside another its output comes when it ends. */
async function runStep([name, command, args, options], alone) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepEnv = { ...env, ...options?.env, ...(options?.postgres ? { TEST_DATABASE_URL: await clusterUrl() } : {}) };
  const stepStart = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: stepEnv });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const took = Date.now() - stepStart;
      if (!alone && output) console.log(`--- ${name} output:\n${output.trimEnd()}`);
      timings.push(`${name.padEnd(20)} ${format(took)}`);
      console.log(code === 0 ? `✓ ${name} (${format(took)})` : `\n✗ ${name} failed after ${format(took)}`);
      resolve(code ?? 1);
    });
  });
}

ensureDependencies();
ensureChromium();
// Debian's postgresql when missing (like chromium): the PostgreSQL step and the e2e project 'postgres'.
ensurePostgres();
for (const group of groups) {
  if (group.some(([name]) => name.startsWith('e2e'))) removeOldE2eData();
  const codes = await Promise.all(group.map((step) => runStep(step, group.length === 1)));
  // Its tests are done: the cluster goes at once (the e2e project starts one of its own).
  if (cluster) {
    stopCluster(cluster.dir);
    cluster = null;
  }
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(timings.join('\n'));
    process.exit(failed);
  }
}
console.log(`\nAll checks passed in ${format(Date.now() - started)}:\n${timings.join('\n')}`);
