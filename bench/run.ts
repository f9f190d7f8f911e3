// `npm run bench`: starts the production server on a free port with a fresh database
// (SEED_SCALE default), loads each target with autocannon over loopback and prints req/s and
// latency next to a static file served by the same process in the same run (TOOLCHAIN.md:
// compare ratios, not absolutes). Needs an existing production build (`npm run build`).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PERFORMER_NAME } from '@/lib/server/db/seed/accounts';
import { findStaticAsset, freePort, startServer } from './server-process';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

type Figures = { name: string; path: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

async function measure(base: string, name: string, target: string): Promise<Figures> {
  const warm = await fetch(base + target, { redirect: 'manual' });
  await warm.arrayBuffer();
  if (warm.status !== 200) throw new Error(`${target} answered ${warm.status}, not 200`);
  const result = await autocannon({ url: base + target, connections: CONNECTIONS, duration: DURATION_S, timeout: 30 });
  const figures = {
    name,
    path: target,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${name}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

async function main(): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const slug = DEMO_PERFORMER_NAME.toLowerCase();
  const targets: [string, string][] = [
    ['static file', findStaticAsset()],
    ['home /en/', '/en/'],
    ['new girls', '/en/new-girls/'],
    ['profile', `/en/amateur/${slug}/`],
    ['REST actor data', `/rest/v1/actor/getActorDataByIdOrName/${DEMO_PERFORMER_NAME}`],
  ];
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  console.log(`starting the server on port ${port} (SEED_SCALE=default, data in ${dataDir})…`);
  const server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const results: Figures[] = [];
  try {
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target`);
    for (const [name, target] of targets) results.push(await measure(base, name, target));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const [baseline] = results;
  if (!baseline) return;
  console.log('\n| target | req/s | p50 ms | p99 ms | req/s vs static | p50 vs static |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const ratio = (r.reqPerSec / baseline.reqPerSec).toFixed(3);
    const latency = (r.p50 / Math.max(baseline.p50, 1)).toFixed(1);
    const flags = r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : '';
    console.log(`| ${r.name} \`${r.path}\` | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${latency}×${flags} |`);
  }
  await mkdir('bench/results', { recursive: true });
  const report = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, connections: CONNECTIONS, durationSeconds: DURATION_S, results };
  await writeFile('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwritten to bench/results/latest.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
