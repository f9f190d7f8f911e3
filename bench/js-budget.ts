import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** Issue 3: at most 130 kB of first-load JavaScript, gzipped, on every catalogue route. */
export const FIRST_LOAD_BUDGET_KB = 130;

type RouteStats = { route: string; firstLoadChunkPaths: string[] };

/**
 * First-load JS per route from the build's own diagnostics (.next/diagnostics/
 * route-bundle-stats.json lists each route's first-load chunks), gzipped at level 6 like the
 * server sends them. The /_not-found route is the framework floor (Next + React only).
 */
export async function jsBudget(distDir = '.next'): Promise<{ routes: { route: string; kb: number }[]; table: string[] }> {
  const stats = JSON.parse(await readFile(`${distDir}/diagnostics/route-bundle-stats.json`, 'utf8')) as RouteStats[];
  const sizes = new Map<string, number>();
  const gz = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(file), { level: 6 }).length);
    return sizes.get(file) ?? 0;
  };
  const routes = [];
  for (const entry of stats) {
    let bytes = 0;
    for (const file of entry.firstLoadChunkPaths) bytes += await gz(file);
    routes.push({ route: entry.route, kb: bytes / 1024 });
  }
  routes.sort((a, b) => b.kb - a.kb);
  const table = ['| route | first-load JS (kB gzip) | within 130 kB |', '|---|---:|:-:|', ...routes.map((r) => `| \`${r.route}\` | ${r.kb.toFixed(1)} | ${r.kb <= FIRST_LOAD_BUDGET_KB ? 'yes' : 'no'} |`)];
  return { routes, table };
}
