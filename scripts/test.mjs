// `npm test`: every check, in order, failing fast: types, lint, unit and integration tests,
// the production build, then the Playwright journeys against that build. Plain Node, no deps.
import { spawnSync } from 'node:child_process';
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
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['unit + integration', bin('vitest'), ['run']],
  ['build', bin('next'), ['build']],
  ['e2e', bin('playwright'), ['test']],
];

const format = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const started = Date.now();

ensureDependencies();
ensureChromium();
for (const [name, command, args] of steps) {
  if (name === 'e2e') removeOldE2eData();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const took = Date.now() - stepStart;
  timings.push(`${name.padEnd(20)} ${format(took)}`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${format(took)}`);
    console.error(timings.join('\n'));
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${format(took)})`);
}
console.log(`\nAll checks passed in ${format(Date.now() - started)}:\n${timings.join('\n')}`);
