// REST section of `npm run bench` (issue: REST without framework overhead): in one run, on one
// server process and one database, (a) a REST read through the real server path, (b) a bare
// node:http handler in the same process calling the same service (bench/rest-server-child.ts),
// (c) a static asset. Target: a/b ≥ 0.7.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { throughput, type ThroughputFigures } from './throughput';

export const REST_TARGET_RATIO = 0.7;

/** The built JS chunk closest to 100 KB in the build the server runs (NEXT_DIST_DIR). */
export function staticAssetOf(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  const folder = path.join(distDir, 'static/chunks');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(folder, name)).size }))
    .sort((a, b) => Math.abs(a.size - 100_000) - Math.abs(b.size - 100_000));
  if (!files[0]) throw new Error(`no JS chunk in ${folder}`);
  return `/_next/static/chunks/${files[0].name}`;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/** server.ts in production mode with the bare listener beside it (bench/rest-server-child.ts). */
export async function startRestBenchServer(port: number, barePort: number, dataDir: string, scale: 'small' | 'default' | 'large'): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'bench/rest-server-child.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BENCH_BARE_PORT: String(barePort), DATA_DIR: dataDir, SEED_SCALE: scale, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/en/`, child, 900_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

export type RestFigures = { results: ThroughputFigures[]; ratio: number };

/**
 * Static first (the machine's ceiling), then the bare handler and the REST call, each twice in
 * alternating order so a noisy neighbour hurts both alike; the better of each pair counts.
 * The JSON answers are small, so both are asked for uncompressed, like the static baseline.
 */
export async function restSection(base: string, bareBase: string, actorName: string, seconds: number): Promise<{ report: { rest: RestFigures }; lines: string[] }> {
  console.log(`\nREST without framework overhead: ${seconds} s per target, two rounds`);
  const restPath = `/rest/v1/actor/getActorDataByIdOrName/${encodeURIComponent(actorName)}`;
  const barePath = `/actor/${encodeURIComponent(actorName)}`;
  const staticFigures = await throughput(base, 'static JS chunk, uncompressed', staticAssetOf(), seconds, 'identity');
  const best = (a: ThroughputFigures, b: ThroughputFigures) => (a.reqPerSec >= b.reqPerSec ? a : b);
  const bare1 = await throughput(bareBase, 'bare node:http + getActorData', barePath, seconds, 'identity');
  const rest1 = await throughput(base, 'REST actor/getActorDataByIdOrName', restPath, seconds, 'identity');
  const rest2 = await throughput(base, 'REST actor/getActorDataByIdOrName', restPath, seconds, 'identity');
  const bare2 = await throughput(bareBase, 'bare node:http + getActorData', barePath, seconds, 'identity');
  const bare = best(bare1, bare2);
  const rest = best(rest1, rest2);
  const ratio = rest.reqPerSec / bare.reqPerSec;
  const results = [staticFigures, bare, rest];
  const lines = ['', '### REST without framework overhead (one server process, one database)', '', '| target | req/s | p50 ms | p99 ms |', '|---|---:|---:|---:|'];
  for (const r of results) {
    const flags = r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : '';
    lines.push(`| ${r.name} \`${r.path}\` | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} |${flags}`);
  }
  lines.push('', `REST / bare handler: ${ratio.toFixed(2)}× (target ≥ ${REST_TARGET_RATIO}) ${ratio >= REST_TARGET_RATIO ? 'met' : 'NOT MET'}; REST / static: ${(rest.reqPerSec / staticFigures.reqPerSec).toFixed(2)}×`);
  return { report: { rest: { results, ratio } }, lines };
}
