// Server CPU per long-tail page: utime + stime of the server process (/proc/<pid>/stat) over N
// distinct URLs asked one after another, so the figure does not depend on what else the machine
// runs (req/s does). Against a running production server.ts:
//   BENCH_BASE=http://localhost:4400 BENCH_PID=$(fuser 4400/tcp 2>/dev/null) BENCH_COUNT=120 \
//     node --import tsx --import ./scripts/node-hooks.mjs bench/long-tail-cpu.ts
import { readFileSync } from 'node:fs';
import { crawlerPaths } from './long-tail-paths';
import { findStaticAsset } from './server-process';

/** utime + stime of `pid` in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type CpuFigure = { name: string; requests: number; cpuMsPerRequest: number; htmlBytes: number; rscBytes: number };

/** The RSC payload inlined in a page's HTML (self.__next_f.push chunks), in bytes of its source text. */
const rscBytesOf = (html: string) => [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((sum, m) => sum + m[1]!.length, 0);

/** `count` of `paths` after `warm` of them (JIT, module loading), one at a time, identity encoding. */
export async function cpuPerRequest(base: string, pid: number, name: string, paths: string[], count: number, warm = 20): Promise<CpuFigure> {
  if (paths.length < count + warm) throw new Error(`${name}: ${paths.length} paths, ${count + warm} needed`);
  const ask = async (path: string) => {
    const response = await fetch(base + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
    return { status: response.status, html: await response.text() };
  };
  for (const path of paths.slice(0, warm)) await ask(path);
  let htmlBytes = 0;
  let rscBytes = 0;
  const before = cpuMs(pid);
  for (const path of paths.slice(warm, warm + count)) {
    const { html } = await ask(path);
    htmlBytes += html.length;
    rscBytes += rscBytesOf(html);
  }
  const figure = { name, requests: count, cpuMsPerRequest: (cpuMs(pid) - before) / count, htmlBytes: htmlBytes / count, rscBytes: rscBytes / count };
  console.log(
    `  ${name}: ${figure.cpuMsPerRequest.toFixed(1)} ms CPU per request (${count} requests), HTML ${(figure.htmlBytes / 1000).toFixed(1)} kB, RSC payload ${(figure.rscBytes / 1000).toFixed(1)} kB`,
  );
  return figure;
}

/** 404 pages (the locale layout alone) at distinct URLs, in the four languages. */
const notFoundPaths = (count: number) => Array.from({ length: count }, (_, i) => `/${['de', 'en', 'es', 'nl'][i % 4]}/no-such-page-${i}/`);

const COUNT = 100;
const WARM = 20;

/** CPU per request of the static chunk, 404s, video detail and profile pages; `used` paths of each list are spent. */
export async function cpuSection(base: string, pid: number, asset: string, paths: { video: string[]; profile: string[] }, count = COUNT) {
  const used = count + WARM;
  const figures = [
    await cpuPerRequest(base, pid, 'static JS chunk', Array.from({ length: used }, () => asset), count, WARM),
    await cpuPerRequest(base, pid, '404 (the locale layout alone)', notFoundPaths(used), count, WARM),
    await cpuPerRequest(base, pid, 'video detail, uncached', paths.video, count, WARM),
    await cpuPerRequest(base, pid, 'profile, uncached', paths.profile, count, WARM),
  ];
  const lines = [
    '',
    `### Long-tail pages: server CPU per request (${count} distinct URLs one at a time, utime + stime)`,
    '',
    '| target | CPU ms per request | HTML kB | RSC payload kB | static / target |',
    '|---|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.cpuMsPerRequest.toFixed(1)} | ${(f.htmlBytes / 1000).toFixed(1)} | ${(f.rscBytes / 1000).toFixed(1)} | ${(figures[0]!.cpuMsPerRequest / f.cpuMsPerRequest).toFixed(3)}× |`,
    ),
  ];
  return { figures, lines, used };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BENCH_BASE ?? 'http://localhost:3000';
  const pid = Number(process.env.BENCH_PID);
  if (!pid) throw new Error('BENCH_PID: the server process id (fuser <port>/tcp)');
  const asset = findStaticAsset(process.env.NEXT_DIST_DIR ?? '.next');
  crawlerPaths(base)
    .then((paths) => cpuSection(base, pid, asset, paths, Number(process.env.BENCH_COUNT ?? COUNT)))
    .then(
      (section) => console.log(section.lines.join('\n')),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
