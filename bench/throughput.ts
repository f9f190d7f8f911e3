import autocannon from 'autocannon';

export type ThroughputFigures = { name: string; path: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

const CONNECTIONS = 10;

/** autocannon with 10 connections for `seconds` against one path, after one warm-up request. */
export async function throughput(base: string, name: string, target: string, seconds: number, encoding: 'gzip' | 'identity' = 'gzip'): Promise<ThroughputFigures> {
  const warm = await fetch(base + target, { redirect: 'manual' });
  await warm.arrayBuffer();
  if (warm.status !== 200) throw new Error(`${target} answered ${warm.status}, not 200`);
  // Browsers ask for gzip; so does the bench, for pages and the static baseline alike. The static
  // file is also measured uncompressed: Next gzips static files on every request, which makes the
  // gzip baseline slower than the file itself.
  const result = await autocannon({ url: base + target, connections: CONNECTIONS, duration: seconds, timeout: 30, headers: { 'accept-encoding': encoding } });
  const figures = { name, path: target, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
  console.log(`  ${name}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

export { CONNECTIONS };
