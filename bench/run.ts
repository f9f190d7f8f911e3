// `npm run bench` ("speed at scale"): sections 1–4 need a production build (`npm run build`).
//  1. starts the production server on a free port with a fresh database at BENCH_SCALE (default
//     large: 10,000 performers, 200,000 videos; BENCH_DATA_DIR reuses a seeded folder);
//  2. throughput (autocannon, 10 connections) of catalogue pages against a static JS chunk served
//     by the same process in the same run — ratios, not absolutes (TOOLCHAIN.md);
//  3. Lighthouse 12 (mobile, Debian chromium, median of 3) on home, a profile, a video, an album and
//     new girls, for a visitor and for the demo guest logged in (bench/lighthouse.ts);
//  4. stops the server, then: first-load JS per route (bench/js-budget.ts), search latency of
//     the search service against a bare GIN lookup, EXPLAIN of every catalogue query, and
//     purchases per second against plain ledger transfers, every invariant checked (bench/purchases.ts);
//  5. real time (bench/realtime.ts): its own server children, no build and no server needed.
//  6. live video (bench/live.ts): SFU forwarding CPU per viewer against a bare werift forwarder.
//  rest (bench/rest.ts): a REST read through server.ts against a bare node:http handler calling the
//     same service in the same server process (bench/rest-server-child.ts), and a static asset.
// BENCH_SECTIONS=throughput,longtail,rest,lighthouse,js,search,explain,purchases,realtime,live picks sections; BENCH_DURATION seconds;
// NEXT_DIST_DIR names the build the server runs (default .next). The lighthouse and longtail sections
// also measure the framework floor, a bare Next page (bench/floor.ts) in the same run; BENCH_FLOOR=0 skips it.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PERFORMER_NAME } from '@/lib/server/db/seed/accounts';
import { jsBudget } from './js-budget';
import { lighthouseSection } from './lighthouse';
import { dbSections } from './db-sections';
// './floor.js', not './floor': with the repo's tsconfig paths, tsx resolves the bare name to the
// bench/floor/ app directory and fails (ERR_UNSUPPORTED_DIR_IMPORT); the .js name maps to floor.ts.
import { type FloorServer, startFloorServer } from './floor.js';
import { liveSection } from './live';
import { longTailSection } from './long-tail';
import { realtimeSection } from './realtime';
import { restSection, startRestBenchServer } from './rest';
import { findStaticAsset, freePort, startServer } from './server-process';
import { CONNECTIONS, throughput, type ThroughputFigures } from './throughput';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SCALE = (process.env.BENCH_SCALE ?? 'large') as 'small' | 'default' | 'large';
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'throughput,longtail,rest,lighthouse,js,search,explain,purchases,realtime,live').split(','));
/** The sections that need the production build and the seeded server; realtime and live need neither. */
const SERVER_SECTIONS = ['throughput', 'longtail', 'rest', 'lighthouse', 'js', 'search', 'explain', 'purchases'];

/** A video detail path from a page's links (the bench needs one real video). */
async function findVideoPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/en/new-videos/`)).text();
  const match = html.match(/href="(\/en\/amateur\/[^"/]+\/video\/\d+\/)"/);
  if (!match?.[1]) throw new Error('no video link on /en/new-videos/');
  return match[1];
}

/** The ratio of each target to the faster of the two static baselines (the stricter ratio). */
function throughputTable(results: ThroughputFigures[], baselines: number): string[] {
  const best = Math.max(...results.slice(0, baselines).map((r) => r.reqPerSec));
  if (!(best > 0)) return [];
  const lines = ['| target | req/s | p50 ms | p99 ms | req/s vs static (faster baseline) |', '|---|---:|---:|---:|---:|'];
  for (const r of results) {
    const flags = r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : '';
    lines.push(`| ${r.name} \`${r.path}\` | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.reqPerSec / best).toFixed(2)}×${flags} |`);
  }
  return lines;
}

async function serverSections(report: Record<string, unknown>, lines: string[]): Promise<void> {
  if (!existsSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const slug = DEMO_PERFORMER_NAME.toLowerCase();
  const port = await freePort();
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-data-')));
  console.log(`starting the server on port ${port} (SEED_SCALE=${SCALE}, data in ${dataDir}; a fresh large seed takes a few minutes)…`);
  const started = Date.now();
  // The rest section needs a bare listener inside the server process (bench/rest-server-child.ts).
  const barePort = SECTIONS.has('rest') ? await freePort() : null;
  const server = barePort ? await startRestBenchServer(port, barePort, dataDir, SCALE) : await startServer(port, dataDir, SCALE);
  console.log(`ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const base = `http://localhost:${port}`;
  let floor: FloorServer | null = null;
  try {
    // One floor server for both sections, started after the seed so its build does not compete with it.
    if ((SECTIONS.has('lighthouse') || SECTIONS.has('longtail')) && process.env.BENCH_FLOOR !== '0') floor = await startFloorServer();
    const videoPath = await findVideoPath(base);
    if (SECTIONS.has('throughput')) {
      console.log(`\nthroughput: ${CONNECTIONS} connections, ${DURATION_S} s per target`);
      const targets: [string, string][] = [
        ['static JS chunk, gzip (baseline)', findStaticAsset()],
        ['home', '/en/'],
        ['new girls', '/en/new-girls/'],
        ['profile', `/en/amateur/${slug}/`],
        ['video search', '/en/search/videos/sunset/'],
        ['video detail', videoPath],
        ['all videos, page 3', '/en/all-videos/?page=3'],
        ['REST actor data (uncached JSON)', `/rest/v1/actor/getActorDataByIdOrName/${DEMO_PERFORMER_NAME}`],
      ];
      const staticAsset = targets[0]![1];
      const results: ThroughputFigures[] = [await throughput(base, 'static JS chunk, uncompressed (baseline)', staticAsset, DURATION_S, 'identity')];
      for (const [name, target] of targets) results.push(await throughput(base, name, target, DURATION_S));
      report.throughput = results;
      lines.push('', '### Throughput', '', ...throughputTable(results, 2));
    }
    if (SECTIONS.has('longtail')) {
      const longTail = await longTailSection(base, DURATION_S, '.next', server.pid, floor ?? undefined);
      Object.assign(report, longTail.report);
      lines.push(...longTail.lines);
    }
    if (SECTIONS.has('rest') && barePort) {
      const rest = await restSection(base, `http://127.0.0.1:${barePort}`, DEMO_PERFORMER_NAME, DURATION_S);
      Object.assign(report, rest.report);
      lines.push(...rest.lines);
    }
    if (SECTIONS.has('lighthouse')) {
      const { figures, lines: table } = await lighthouseSection(base, slug, floor?.base);
      report.lighthouse = figures;
      lines.push(...table);
    }
  } finally {
    await floor?.stop();
    await server.stop();
  }
  try {
    if (SECTIONS.has('js')) {
      const js = await jsBudget(process.env.NEXT_DIST_DIR ?? '.next');
      report.firstLoadJs = js.routes;
      lines.push('', '### First-load JS (gzipped)', '', ...js.table);
    }
    const db = await dbSections(dataDir, SECTIONS);
    Object.assign(report, db.report);
    lines.push(...db.lines);
  } finally {
    if (!reuse) await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, scale: SCALE, connections: CONNECTIONS, durationSeconds: DURATION_S };
  const lines: string[] = [];
  if (SERVER_SECTIONS.some((section) => SECTIONS.has(section))) await serverSections(report, lines);
  if (SECTIONS.has('realtime')) {
    const realtime = await realtimeSection();
    Object.assign(report, realtime.report);
    lines.push(...realtime.lines);
  }
  if (SECTIONS.has('live')) {
    const live = await liveSection();
    Object.assign(report, live.report);
    lines.push(...live.lines);
  }
  console.log(`\n${lines.join('\n')}`);
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  await writeFile('bench/results/latest.md', `${lines.join('\n')}\n`);
  console.log('\nwritten to bench/results/latest.json and latest.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
