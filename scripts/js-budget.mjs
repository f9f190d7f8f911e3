#!/usr/bin/env node
// First-load JavaScript per route, gzipped (level 6, as the server sends it), from a production
// build's own diagnostics (<distDir>/diagnostics/route-bundle-stats.json lists each route's
// first-load chunks; Next 16 no longer prints the table).
//
// Usage: node scripts/js-budget.mjs [distDir=.next] [budgetKB=130] [--all]
// Exits 1 when a catalogue route (issue 3) is over the budget; --all checks every route.
// /_not-found is printed as the framework floor (Next + React, no app code).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const checkAll = args.includes('--all');
const [distDir = '.next', budgetArg = '130'] = args.filter((arg) => !arg.startsWith('--'));
const budgetKb = Number(budgetArg);
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`budget must be a positive number of kB, got ${budgetArg}`);
  process.exit(2);
}

/** Issue 3 catalogue pages (§2): home, listings, video areas, top cams, profiles, search. */
const catalogue = [
  /^\/\[locale\]$/,
  /^\/\[locale\]\/(new-girls|free-chat|cams|cam-shows|videos|all-videos|free-clips|video-trends|on-sale|new-videos|vip-videos|stars)$/,
  /^\/\[locale\]\/categories\/\[categorySlug\]$/,
  /^\/\[locale\]\/top-cams(\/.*)?$/,
  /^\/\[locale\]\/amateur\/\[actorName\](\/.*)?$/,
  /^\/\[locale\]\/search\/videos\/\[searchPattern\]$/,
];
const isCatalogue = (route) => catalogue.some((pattern) => pattern.test(route));

const statsFile = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
let stats;
try {
  stats = JSON.parse(readFileSync(statsFile, 'utf8'));
} catch (error) {
  console.error(`cannot read ${statsFile} (run a production build first): ${error.message}`);
  process.exit(2);
}

const gzipped = new Map();
function gzipSize(chunk) {
  // The diagnostics name chunks by the dist dir the build used (".next/static/…").
  const file = chunk.replace(/^\.next(?=\/)/, distDir);
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 6 }).length);
  return gzipped.get(file);
}

const rows = stats
  .map(({ route, firstLoadChunkPaths }) => ({
    route,
    kb: firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSize(chunk), 0) / 1024,
    checked: checkAll || isCatalogue(route),
  }))
  .sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));

const over = rows.filter((row) => row.checked && row.kb > budgetKb);
const width = Math.max(...rows.map((row) => row.route.length));
console.log(`first-load JS, kB gzip (budget ${budgetKb} kB on ${checkAll ? 'every' : 'catalogue'} route)`);
for (const row of rows) {
  const mark = !row.checked ? '' : row.kb > budgetKb ? '  OVER' : '  ok';
  console.log(`${row.route.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)}${mark}`);
}
if (over.length > 0) {
  console.error(`${over.length} route(s) over ${budgetKb} kB`);
  process.exit(1);
}
