// First-load JavaScript per route, and the guard `npm test` runs after the build:
//   node --import tsx bench/js-budget.ts --check [distDir]
// exits 1 when a catalogue route ships more than its budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget of a catalogue route: the framework floor (what `/_not-found` ships in the same build) plus this. */
export const FLOOR_MARGIN_KB = 12;

/**
 * Per-route ceilings that replace floor + FLOOR_MARGIN_KB for the routes listed (a ratchet of
 * measured figures, written by bench/js-budget-update.ts); routes not listed get floor + margin.
 */
export const CEILINGS_FILE = path.join(import.meta.dirname, 'js-budgets.json');

/** Headroom a ratchet leaves above a measured figure (a rebuild moves a few bytes). */
export const RATCHET_HEADROOM_KB = 0.5;

/** The catalogue routes (§2): home, listings, video areas, top cams, the profile with its sub-pages (videos, album, video, …), search. */
export const CATALOGUE = [
  /^\/\[locale\]$/,
  /^\/\[locale\]\/(new-girls|free-chat|cams|cam-shows|videos|all-videos|free-clips|video-trends|on-sale|new-videos|vip-videos|stars)$/,
  /^\/\[locale\]\/categories\/\[categorySlug\]$/,
  /^\/\[locale\]\/top-cams(\/.*)?$/,
  /^\/\[locale\]\/amateur\/\[actorName\](\/.*)?$/,
  /^\/\[locale\]\/search\/videos\/\[searchPattern\]$/,
];

export const isCatalogue = (route: string) => CATALOGUE.some((re) => re.test(route));

type RouteStats = { route: string; firstLoadChunkPaths: string[] };
export type RouteBudget = { route: string; kb: number; catalogue: boolean };
/** Route → ceiling in kB (bench/js-budgets.json). */
export type Ceilings = Record<string, number>;
export type BudgetRow = { route: string; kb: number; budgetKb: number; source: 'ratchet' | 'floor + margin'; over: boolean };

/** Each catalogue route against its budget: its ratchet ceiling when listed, else floor + margin. */
export function budgetRows(routes: RouteBudget[], floorKb: number, ceilings: Ceilings, marginKb = FLOOR_MARGIN_KB): BudgetRow[] {
  return routes
    .filter((r) => r.catalogue)
    .map((r) => {
      const ceiling = ceilings[r.route];
      const budgetKb = ceiling ?? floorKb + marginKb;
      return { route: r.route, kb: r.kb, budgetKb, source: ceiling === undefined ? 'floor + margin' : 'ratchet', over: r.kb > budgetKb };
    });
}

/** A measured figure as a ratchet ceiling: plus the headroom, rounded up to 0.1 kB. */
export const ratchetCeiling = (kb: number) => Math.ceil((kb + RATCHET_HEADROOM_KB) * 10) / 10;

/**
 * The ceilings file rewritten from a build: a route over floor + margin keeps the lower of its
 * ceiling and its measured figure (with headroom) — never higher unless `raise`; a route within
 * floor + margin leaves the file (the target applies to it from then on).
 */
export function ratchetCeilings(current: Ceilings, routes: RouteBudget[], floorKb: number, raise = false, marginKb = FLOOR_MARGIN_KB): Ceilings {
  const next: Ceilings = {};
  for (const r of routes.filter((route) => route.catalogue)) {
    if (r.kb <= floorKb + marginKb) continue;
    const measured = ratchetCeiling(r.kb);
    const old = current[r.route];
    next[r.route] = raise || old === undefined ? measured : Math.min(old, measured);
  }
  return next;
}

export async function readCeilings(file = CEILINGS_FILE): Promise<Ceilings> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Ceilings;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export function budgetTable(rows: BudgetRow[], floorKb: number): string[] {
  return [
    `Framework floor (\`/_not-found\`, Next + React only): ${floorKb.toFixed(1)} kB; target floor + ${FLOOR_MARGIN_KB} kB = ${(floorKb + FLOOR_MARGIN_KB).toFixed(1)} kB`,
    '',
    '| catalogue route | first-load JS (kB gzip) | budget (kB) | budget from | over / under (kB) |',
    '|---|---:|---:|---|---:|',
    ...rows.map((r) => `| \`${r.route}\` | ${r.kb.toFixed(1)} | ${r.budgetKb.toFixed(1)} | ${r.source} | ${r.over ? 'over' : 'under'} ${Math.abs(r.kb - r.budgetKb).toFixed(1)} |`),
  ];
}

/**
 * First-load JS per route from the build's own diagnostics (<distDir>/diagnostics/
 * route-bundle-stats.json lists each route's first-load chunks; Next 16 no longer prints the
 * table), gzipped at level 6 as the server sends them. /_not-found is the framework floor
 * (Next + React, no app code).
 */
export async function jsBudget(distDir = '.next', ceilings?: Ceilings): Promise<{ routes: RouteBudget[]; floorKb: number; rows: BudgetRow[]; table: string[] }> {
  const stats = JSON.parse(await readFile(`${distDir}/diagnostics/route-bundle-stats.json`, 'utf8')) as RouteStats[];
  const sizes = new Map<string, number>();
  const gz = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(file), { level: 6 }).length);
    return sizes.get(file) ?? 0;
  };
  const routes: RouteBudget[] = [];
  for (const entry of stats) {
    let bytes = 0;
    for (const file of entry.firstLoadChunkPaths) bytes += await gz(file);
    routes.push({ route: entry.route, kb: bytes / 1024, catalogue: isCatalogue(entry.route) });
  }
  routes.sort((a, b) => b.kb - a.kb);
  const floorKb = routes.find((r) => r.route === '/_not-found')?.kb;
  if (floorKb === undefined) throw new Error(`${distDir}: no /_not-found route in route-bundle-stats.json (the framework floor)`);
  const rows = budgetRows(routes, floorKb, ceilings ?? (await readCeilings()));
  return { routes, floorKb, rows, table: budgetTable(rows, floorKb) };
}

/** `--check [distDir]`: the table, then exit 1 when a catalogue route is over its budget. */
async function check(distDir: string): Promise<void> {
  const { rows, table } = await jsBudget(distDir);
  console.log(table.join('\n'));
  const over = rows.filter((r) => r.over);
  if (rows.length === 0) throw new Error(`${distDir}: no catalogue route in route-bundle-stats.json`);
  if (over.length > 0) {
    console.error(`\n${over.length} catalogue route(s) over their first-load JS budget: ${over.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
  console.log(`\nall ${rows.length} catalogue routes within their first-load JS budget`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--check')) {
  const distDir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.env.NEXT_DIST_DIR ?? '.next';
  check(distDir).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
