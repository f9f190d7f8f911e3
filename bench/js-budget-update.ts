// Rewrites bench/js-budgets.json (the per-route first-load JS ratchet) from a build:
//   node --import tsx bench/js-budget-update.ts [distDir] [--raise]
// A ceiling only goes down (to the measured figure plus headroom) unless --raise is passed; a
// route back within floor + margin leaves the file and is held to the target from then on.
import { writeFile } from 'node:fs/promises';
import { CEILINGS_FILE, jsBudget, ratchetCeilings, readCeilings } from './js-budget';

const args = process.argv.slice(2);
const raise = args.includes('--raise');
const distDir = args.find((arg) => !arg.startsWith('--')) ?? process.env.NEXT_DIST_DIR ?? '.next';

const current = await readCeilings();
const { routes, floorKb } = await jsBudget(distDir, current);
const next = ratchetCeilings(current, routes, floorKb, raise);
const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(CEILINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
for (const route of new Set([...Object.keys(current), ...Object.keys(sorted)])) {
  const before = current[route];
  const after = sorted[route];
  if (before !== after) console.log(`${route}: ${before ?? 'floor + margin'} → ${after ?? 'floor + margin'}`);
}
console.log(`${CEILINGS_FILE}: ${Object.keys(sorted).length} ratchet ceiling(s); floor ${floorKb.toFixed(1)} kB`);
