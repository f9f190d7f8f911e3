// Long-tail pages: video detail and profile pages at distinct URLs, so every request is a page
// cache miss (what a crawler walking the sitemap costs), against a static asset in the same run.
// In `npm run bench` as the `longtail` section; alone against a running server:
//   BENCH_BASE=http://localhost:3420 NEXT_DIST_DIR=.next node --import tsx --import ./scripts/node-hooks.mjs bench/long-tail.ts
import autocannon, { type Options } from 'autocannon';
import { findStaticAsset } from './server-process';
import { CONNECTIONS, throughput, type ThroughputFigures } from './throughput';

type Kind = 'video' | 'profile';

const PATTERNS: Record<Kind, RegExp> = {
  video: /^\/(de|en|es|nl)\/amateur\/[^/]+\/video\/\d+\/$/,
  profile: /^\/(de|en|es|nl)\/amateur\/[^/]+\/$/,
};

/** Every page path of a sitemap child, in all four languages (its <loc> and hreflang alternates). */
async function sitemapPaths(base: string, file: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemaps/${file}`)).text();
  const urls = [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(urls)];
}

/** A fixed shuffle (the same order every run), so neighbouring requests are different videos and languages. */
function shuffled<T>(list: T[]): T[] {
  let seed = 20;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What a crawler finds: the first sitemap child of each kind, every URL once, all languages. */
export async function crawlerPaths(base: string): Promise<Record<Kind, string[]>> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const first = (prefix: string) => files.find((f) => f.startsWith(prefix));
  const videos = first('videos-');
  const performers = first('performers-');
  if (!videos || !performers) throw new Error('the sitemap index lists no videos or performers child');
  const [videoPaths, performerPaths] = await Promise.all([sitemapPaths(base, videos), sitemapPaths(base, performers)]);
  return {
    video: shuffled(videoPaths.filter((p) => PATTERNS.video.test(p))),
    profile: shuffled(performerPaths.filter((p) => PATTERNS.profile.test(p))),
  };
}

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

/** The `longtail` section: the static baseline twice, then uncached video detail and profile pages. */
export async function longTailSection(base: string, seconds: number, distDir = '.next'): Promise<{ report: Record<string, unknown>; lines: string[] }> {
  console.log(`\nlong tail: ${CONNECTIONS} connections, ${seconds} s per target, distinct URLs from the sitemap`);
  const paths = await crawlerPaths(base);
  const asset = findStaticAsset(distDir);
  const results = [
    await throughput(base, 'static JS chunk, uncompressed', asset, seconds, 'identity'),
    await throughput(base, 'static JS chunk, gzip', asset, seconds),
    await distinctThroughput(base, 'video detail, uncached', paths.video, seconds),
    await distinctThroughput(base, 'profile, uncached', paths.profile, seconds),
  ];
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
  ];
  return { report: { longTail: results }, lines };
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
