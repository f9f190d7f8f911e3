// Long-tail pages: video detail and profile pages at distinct URLs, so every request is a page
// cache miss (what a crawler walking the sitemap costs), against a static asset in the same run.
// In `npm run bench` as the `longtail` section; alone against a running server:
//   BENCH_BASE=http://localhost:3420 NEXT_DIST_DIR=.next node --import tsx --import ./scripts/node-hooks.mjs bench/long-tail.ts
import autocannon, { type Options } from 'autocannon';
import type { FloorServer } from './floor.js'; // .js: bench/floor/ is a directory too (see bench/run.ts)
import { cpuSection } from './long-tail-cpu';
import { crawlerPaths } from './long-tail-paths';
import { findStaticAsset } from './server-process';
import { CONNECTIONS, throughput, type ThroughputFigures } from './throughput';

/** autocannon over `paths`, each request the next path: no URL is asked twice unless the list runs out. */
async function distinctThroughput(base: string, name: string, paths: string[], seconds: number): Promise<ThroughputFigures & { distinct: number; wrapped: boolean }> {
  const warm = await fetch(base + paths[paths.length - 1]!, { redirect: 'manual' });
  await warm.arrayBuffer();
  if (warm.status !== 200) throw new Error(`${paths.at(-1)} answered ${warm.status}, not 200`);
  let next = 0;
  const setupRequest = (request: Record<string, unknown>) => ({ ...request, path: paths[next++ % (paths.length - 1)] });
  const options = {
    url: base + paths[0],
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest }],
  } as Options;
  const result = await autocannon(options);
  const figures = {
    name,
    path: `${paths.length - 1} distinct URLs`,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    distinct: Math.min(next, paths.length - 1),
    wrapped: next > paths.length - 1,
  };
  console.log(`  ${name}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (${next} requests${figures.wrapped ? ', list wrapped: some cache hits' : ''})`);
  return figures;
}

/**
 * The framework floor (bench/floor.ts): Next's bare force-dynamic page against its own static chunk,
 * both from its `next start`, the page asked for with gzip like ours and the chunk uncompressed like
 * the faster baseline, so the 0.1× target can be read against what Next itself reaches here.
 */
async function floorRow(floor: Pick<FloorServer, 'base' | 'staticAsset'>, seconds: number): Promise<{ figures: Record<string, ThroughputFigures | number>; line: string }> {
  const chunk = await throughput(floor.base, 'framework floor: static chunk, uncompressed', floor.staticAsset, seconds, 'identity');
  const page = await throughput(floor.base, 'framework floor: bare Next page', '/', seconds);
  const ratio = page.reqPerSec / chunk.reqPerSec;
  const flags = [page, chunk].some((r) => r.non2xx || r.errors) ? ` (non-2xx ${page.non2xx + chunk.non2xx}, errors ${page.errors + chunk.errors})` : '';
  return {
    figures: { page, chunk, ratio },
    line: `| framework floor: bare Next page / its static chunk (\`${floor.staticAsset}\`) | ${page.reqPerSec.toFixed(0)} / ${chunk.reqPerSec.toFixed(0)} | ${page.p50} | ${page.p99} | ${ratio.toFixed(3)}× of its chunk${flags} | — |`,
  };
}

/**
 * The `longtail` section: the static baseline twice, then uncached video detail and profile pages;
 * with `floor` (bench/floor.ts) also the framework floor's page against its static chunk.
 */
export async function longTailSection(
  base: string,
  seconds: number,
  distDir = '.next',
  serverPid?: number,
  floor?: Pick<FloorServer, 'base' | 'staticAsset'>,
): Promise<{ report: Record<string, unknown>; lines: string[] }> {
  console.log(`\nlong tail: ${CONNECTIONS} connections, ${seconds} s per target, distinct URLs from the sitemap`);
  const asset = findStaticAsset(distDir);
  let paths = await crawlerPaths(base);
  // Server CPU per page first (independent of the machine's other load), on URLs the throughput runs then skip.
  const cpu = serverPid ? await cpuSection(base, serverPid, asset, paths) : null;
  if (cpu) paths = { video: paths.video.slice(cpu.used), profile: paths.profile.slice(cpu.used) };
  const results = [
    await throughput(base, 'static JS chunk, uncompressed', asset, seconds, 'identity'),
    await throughput(base, 'static JS chunk, gzip', asset, seconds),
    await distinctThroughput(base, 'video detail, uncached', paths.video, seconds),
    await distinctThroughput(base, 'profile, uncached', paths.profile, seconds),
  ];
  const floorFigures = floor ? await floorRow(floor, seconds) : null;
  const fastest = Math.max(results[0]!.reqPerSec, results[1]!.reqPerSec);
  const lines = [
    '',
    '### Long-tail pages (distinct URLs, no page-cache hits)',
    '',
    '| target | req/s | p50 ms | p99 ms | vs static (faster) | vs static gzip |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} (${r.path}) | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.reqPerSec / fastest).toFixed(3)}× | ${(r.reqPerSec / results[1]!.reqPerSec).toFixed(3)}×${r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : ''} |`,
    ),
    ...(floorFigures ? [floorFigures.line, '', "The framework floor row is Next's own bare page (no data, no layout) against its own static chunk closest to 100 kB (the app's rule), both under `next start` in this run: the page/static ratio Next itself reaches here, which no page of ours can be expected to beat."] : []),
  ];
  return { report: { longTail: results, longTailCpu: cpu?.figures, longTailFloor: floorFigures?.figures }, lines: [...lines, ...(cpu?.lines ?? [])] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BENCH_BASE ?? 'http://localhost:3000';
  longTailSection(base, Number(process.env.BENCH_DURATION ?? 10), process.env.NEXT_DIST_DIR ?? '.next').then(
    (section) => console.log(section.lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
