// REST section of `npm run bench` (REST without framework overhead): in one run, on one
// server process and one database, (a) a REST read through the real server path, (b) a bare
// node:http handler in the same process calling the same service (bench/rest-server-child.ts),
// (c) a static asset. Target: a/b ≥ 0.7.
import { findStaticAsset, startServer } from './server-process';
import { throughput, type ThroughputFigures } from './throughput';

export const REST_TARGET_RATIO = 0.7;

/** server.ts in production mode with the bare listener beside it (bench/rest-server-child.ts). */
export function startRestBenchServer(port: number, barePort: number, dataDir: string, scale: 'small' | 'default' | 'large'): ReturnType<typeof startServer> {
  return startServer(port, dataDir, scale, { entry: 'bench/rest-server-child.ts', env: { BENCH_BARE_PORT: String(barePort) } });
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
  const staticFigures = await throughput(base, 'static JS chunk, uncompressed', findStaticAsset(), seconds, 'identity');
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
