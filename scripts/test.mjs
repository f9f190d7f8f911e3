// `npm test`: every check, in order, failing fast: types, lint and import cycles (side by side), unit and integration tests,
// the production build, the first-load JS budget of the catalogue routes in that build (bench/js-budget.ts,
// seconds), then the Playwright journeys against that build. Plain Node, no deps.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, run } from './prepare.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Debian's chromium for Playwright (never `npx playwright install`: it cannot download here). */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const root = process.getuid?.() === 0;
  const apt = (args) => (root ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt(['update']);
  apt(['install', '-y', 'chromium']);
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
  [['build', bin('next'), ['build']]],
  // §2: every catalogue route within its budget (floor + margin, or its ratchet in bench/js-budgets.json).
  [['first-load JS budget', process.execPath, ['--import', 'tsx', 'bench/js-budget.ts', '--check', process.env.NEXT_DIST_DIR ?? '.next']]],
  [['e2e', bin('playwright'), ['test']]],
];

const format = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const started = Date.now();

/** One step; alone it writes to the terminal as it goes, beside another its output comes when it ends. */
function runStep([name, command, args], alone) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
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
for (const group of groups) {
  if (group.some(([name]) => name === 'e2e')) removeOldE2eData();
  const codes = await Promise.all(group.map((step) => runStep(step, group.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(timings.join('\n'));
    process.exit(failed);
  }
}
console.log(`\nAll checks passed in ${format(Date.now() - started)}:\n${timings.join('\n')}`);
