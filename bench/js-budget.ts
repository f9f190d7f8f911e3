import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** At most 130 kB of first-load JavaScript, gzipped, on every catalogue route. */
export const FIRST_LOAD_BUDGET_KB = 130;

/** The catalogue routes (§2): home, listings, video areas, top cams, profiles, search. */
const CATALOGUE = [
  /^\/\[locale\]$/,
  /^\/\[locale\]\/(new-girls|free-chat|cams|cam-shows|videos|all-videos|free-clips|video-trends|on-sale|new-videos|vip-videos|stars)$/,
  /^\/\[locale\]\/categories\/\[categorySlug\]$/,
  /^\/\[locale\]\/top-cams(\/.*)?$/,
  /^\/\[locale\]\/amateur\/\[actorName\](\/.*)?$/,
  /^\/\[locale\]\/search\/videos\/\[searchPattern\]$/,
];

type RouteStats = { route: string; firstLoadChunkPaths: string[] };
export type RouteBudget = { route: string; kb: number; catalogue: boolean };

/**
 * First-load JS per route from the build's own diagnostics (<distDir>/diagnostics/
 * route-bundle-stats.json lists each route's first-load chunks; Next 16 no longer prints the
 * table), gzipped at level 6 as the server sends them. /_not-found is the framework floor
 * (Next + React, no app code).
 */
export async function jsBudget(distDir = '.next'): Promise<{ routes: RouteBudget[]; floorKb: number | null; table: string[] }> {
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
    routes.push({ route: entry.route, kb: bytes / 1024, catalogue: CATALOGUE.some((re) => re.test(entry.route)) });
  }
  routes.sort((a, b) => b.kb - a.kb);
  const floorKb = routes.find((r) => r.route === '/_not-found')?.kb ?? null;
  const table = [
    `Framework floor (\`/_not-found\`, Next + React only): ${floorKb === null ? 'n/a' : `${floorKb.toFixed(1)} kB`}`,
    '',
    '| catalogue route | first-load JS (kB gzip) | within 130 kB |',
    '|---|---:|:-:|',
    ...routes.filter((r) => r.catalogue).map((r) => `| \`${r.route}\` | ${r.kb.toFixed(1)} | ${r.kb <= FIRST_LOAD_BUDGET_KB ? 'yes' : 'no'} |`),
  ];
  return { routes, floorKb, table };
}
