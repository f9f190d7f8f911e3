// Where a page load's blocking time goes: the main-thread tasks longer than 12.5 ms after the first
// contentful paint (what Lighthouse's simulation multiplies by 4 and counts above 50 ms), from a
// Chromium trace, with the CPU profile's samples inside them mapped through the build's source maps
// to the original files. Needs a build with `productionBrowserSourceMaps: true` (not committed: the
// maps would be served) and a running server:
//   BASE=http://localhost:3400 RUNS=3 [CPU=1] node --import tsx bench/long-tasks.ts /en/amateur/lunasky/ guest
// DETAIL=1 prints every long task of the first run with the project files whose code (or the library
// code they called) ran in it: which island or store update made the task long.
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { guestCookies } from './lighthouse';

type Frame = { url: string; lineNumber: number; columnNumber: number; functionName: string };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

const base = process.env.BASE ?? 'http://localhost:3400';
const chunks = process.env.CHUNKS ?? '.next/static/chunks/';
const [path = '/en/', role = 'visitor'] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);
const LONG_US = 12_500;
// CPU=1 counts a task's thread time (`tdur`) instead of its wall time: on a machine busy with other
// work the main thread is preempted and wall times grow, while the thread's own CPU time stays.
const byCpu = process.env.CPU === '1';
const lengthOf = (task: TraceEvent): number => (byCpu ? (task.tdur ?? task.dur) : task.dur) ?? 0;

const maps = new Map<string, TraceMap | null>();
/** The original file of a profile frame ("(native)" for the browser's own functions). */
function sourceOf(frame: Frame): string {
  const file = frame.url.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return frame.functionName || '(native)';
  if (!maps.has(file)) {
    try {
      const mapName = /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(chunks + file, 'utf8'))?.[1] ?? `${file}.map`;
      maps.set(file, new TraceMap(readFileSync(chunks + mapName, 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  const source = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source : null;
  return (source ?? file).replace(/^.*node_modules\//, 'nm/').replace(/^turbopack:\/\/\/\[project\]\//, '');
}

/** A frame's original function name where the source map has one. */
function functionOf(frame: Frame): string {
  const file = frame.url.split('/').pop() ?? '';
  const map = maps.get(file);
  const name = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).name : null;
  return name ?? (frame.functionName || '(anonymous)');
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
const selfTime = new Map<string, number>();
let simulatedTbt = 0;
let longTasks = 0;
// All of the main thread's task time after the first paint (long or not): steadier than the blocking time.
let busyAfterPaint = 0;
for (let run = 0; run < runs; run++) {
  // Lighthouse's mobile emulation (Moto G Power): a phone's user agent and touch take phone code paths.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Mobile Safari/537.36' });
  // CONSENT=0: no consent cookie, as in a Lighthouse run (the banner is up, the islands wait for it).
  if (process.env.CONSENT !== '0') await context.addCookies([{ name: 'cc', value: 'f0a0', url: base }]);
  if (role === 'guest') await context.addCookies((await guestCookies(base)).map((c) => ({ name: c.name, value: c.value, url: base, httpOnly: c.httpOnly })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error(`${path}: no first contentful paint in the trace`);
  const onThread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  // A task with nothing inside it is the tool's own (stopping the profiler ends the window with a
  // 50–70 ms empty task): it is not the page's work, and Lighthouse's trace has no such task.
  const hasWork = (task: TraceEvent) => onThread.some((e) => e.name !== 'RunTask' && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0));
  const tasks = onThread.filter((e) => e.name === 'RunTask' && lengthOf(e) > LONG_US && e.ts > fcp.ts && hasWork(e));
  for (const task of tasks) simulatedTbt += Math.max(0, 4 * lengthOf(task) - 50_000);
  for (const e of onThread) if (e.name === 'RunTask' && e.ts > fcp.ts) busyAfterPaint += lengthOf(e);
  longTasks += tasks.length;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** The innermost frame of our own code on the sample's stack (library time charged to its caller). */
  const ownerOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const source = sourceOf(nodes.get(at)!.callFrame);
      if (/^(app|components|lib|stores|i18n)\//.test(source)) return `${source}:${nodes.get(at)!.callFrame.functionName || '(top)'}`;
    }
    return '(framework)';
  };
  const perTask = tasks.map(() => new Map<string, number>());
  // FUNCS=1: each long task's own time by function (original names through the source maps).
  const perFunction = tasks.map(() => new Map<string, number>());
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const at = tasks.findIndex((task) => time >= task.ts && time <= task.ts + (task.dur ?? 0));
    if (at < 0) return;
    const key = sourceOf(nodes.get(id)!.callFrame);
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfTime.set(key, (selfTime.get(key) ?? 0) + delta);
    const owner = ownerOf(id);
    perTask[at]!.set(owner, (perTask[at]!.get(owner) ?? 0) + delta);
    const fn = `${key}:${functionOf(nodes.get(id)!.callFrame)}`;
    perFunction[at]!.set(fn, (perFunction[at]!.get(fn) ?? 0) + delta);
  });
  if (process.env.DETAIL && run === 0) {
    tasks.forEach((task, at) => {
      const owners = [...perTask[at]!].sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(`task at +${((task.ts - fcp.ts) / 1000).toFixed(0)} ms, ${(lengthOf(task) / 1000).toFixed(1)} ms (cpu ${((task.tdur ?? 0) / 1000).toFixed(1)}): ${owners.map(([f, us]) => `${f} ${(us / 1000).toFixed(1)}`).join(', ')}`);
      if (process.env.FUNCS) {
        for (const [fn, us] of [...perFunction[at]!].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${(us / 1000).toFixed(1).padStart(5)} ms  ${fn}`);
        // The browser's own work in the task (style, layout, parsing, GC): a task without script samples is one of these.
        const inside = new Map<string, number>();
        for (const e of events) {
          if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || e.name === 'RunTask' || e.ts < task.ts || e.ts > task.ts + (task.dur ?? 0)) continue;
          inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0));
        }
        const kinds = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(`    trace events (nested ones counted in their parents too): ${kinds.map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(', ')}`);
      }
    });
  }
  await context.close();
}
await browser.close();

console.log(`${path} as ${role}, ${runs} runs: ${(longTasks / runs).toFixed(1)} tasks > 12.5 ms after FCP per run, simulated TBT ≈ ${(simulatedTbt / runs / 1000).toFixed(0)} ms, main thread busy ${(busyAfterPaint / runs / 1000).toFixed(0)} ms after FCP`);
for (const [file, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 20))) {
  console.log(`${(us / runs / 1000).toFixed(1).padStart(6)} ms  ${file}`);
}
