import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import WebSocket from 'ws';
import { measureBenchmarkIndexes } from './cpu-calibration';
import { cpuMultiplierFor } from './cpu-multiplier';
import { freePort } from './server-process';

const run = promisify(execFile);

/** §1: both categories at least this, on every page and for both roles. */
export const LIGHTHOUSE_TARGET = 0.95;

/** A cookie of the guest's session as the server set it. */
export type SessionCookie = { name: string; value: string; httpOnly: boolean };
/** Who Lighthouse is: a visitor (no cookies) or a guest logged in (their session cookies in the browser's jar). */
export type LighthouseRole = { name: string; cookies?: SessionCookie[] };
/** benchmarkIndex: Lighthouse's CPU score of the host in that run (its 4× slowdown assumes 1500–2000). */
export type LighthouseScores = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; benchmarkIndex: number };
export type LighthouseFigures = { name: string; path: string; role: string; performance: number; accessibility: number; runs: LighthouseScores[] };

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The demo guest of the seed (lib/server/db/seed), logged in as the app does it: pay login, then login-success. */
export const DEMO_GUEST = { email: 'demo@example.com', password: 'demo-pass-123' };

/** Logs a guest in through the REST API and answers their session cookies (`sid`, `li`). */
export async function guestCookies(base: string, account = DEMO_GUEST): Promise<SessionCookie[]> {
  const login = await fetch(`${base}/rest/v1/account/pay/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (!login.ok) throw new Error(`pay/login answered ${login.status}: ${await login.text()}`);
  const { data } = (await login.json()) as { data: { transferToken: string } };
  const success = await fetch(`${base}/rest/v1/account/login-success`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ result: { transferToken: data.transferToken, flow: 'login' } }),
  });
  if (!success.ok) throw new Error(`login-success answered ${success.status}: ${await success.text()}`);
  await success.arrayBuffer();
  const cookies = success.headers.getSetCookie().flatMap((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1).trim();
    if (at < 1 || !value) return [];
    return [{ name: pair.slice(0, at).trim(), value, httpOnly: attributes.some((a) => a.trim().toLowerCase() === 'httponly') }];
  });
  if (!cookies.some((cookie) => cookie.name === 'sid')) throw new Error('login-success set no sid cookie');
  return cookies;
}

/**
 * A Chromium of its own for one run, the guest's cookies already in its jar: a `Cookie` header
 * alone (Lighthouse's extraHeaders) reaches the server, but the page's scripts read the `li` hint
 * from document.cookie and would treat the guest as a visitor. Lighthouse clears no cookies.
 */
async function browserWithCookies(url: string, cookies: SessionCookie[]): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lh-profile-'));
  const chrome = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [...CHROME_FLAGS.split(' '), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  const close = async () => {
    chrome.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    let endpoint = '';
    for (let i = 0; i < 100 && !endpoint; i++) {
      endpoint = await fetch(`http://127.0.0.1:${port}/json/version`)
        .then(async (response) => ((await response.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl)
        .catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return '';
        });
    }
    if (!endpoint) throw new Error('chromium did not open its debugging port');
    const socket = new WebSocket(endpoint);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answer = new Promise<{ error?: { message: string } }>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookies.map((c) => ({ ...c, url: new URL(url).origin, path: '/', sameSite: 'Lax' })) } }));
    const { error } = await answer;
    socket.close();
    if (error) throw new Error(`Storage.setCookies: ${error.message}`);
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One Lighthouse 12 run (mobile defaults: Moto G emulation, simulated slow 4G) with Debian chromium. */
async function once(url: string, cookies?: SessionCookie[], cpuSlowdown?: number): Promise<LighthouseScores> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const browser = cookies ? await browserWithCookies(url, cookies) : null;
  try {
    await run(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
        // With a report directory the trace is kept too (bench/long-tasks.ts reads the same kind of trace).
        ...(process.env.LIGHTHOUSE_REPORT_DIR ? ['--save-assets'] : []),
        ...(browser ? [`--port=${browser.port}`] : [`--chrome-flags=${CHROME_FLAGS}`]),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
    const json = await readFile(out, 'utf8');
    // LIGHTHOUSE_REPORT_DIR keeps every report (long tasks, boot-up time per script) for a closer look.
    const keep = process.env.LIGHTHOUSE_REPORT_DIR;
    if (keep) {
      const name = path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '_')}-${cookies ? 'guest' : 'visitor'}-${Date.now()}`);
      await writeFile(`${name}.json`, json);
      await copyFile(path.join(dir, 'report-0.trace.json'), `${name}.trace.json`).catch(() => undefined);
    }
    const report = JSON.parse(json) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
      environment?: { benchmarkIndex?: number };
    };
    return {
      performance: report.categories.performance?.score ?? 0,
      accessibility: report.categories.accessibility?.score ?? 0,
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Median of `runs` Lighthouse runs per page and role (median of 3); `cpuSlowdown` replaces the default 4×. */
export async function lighthouse(base: string, targets: [string, string][], roles: LighthouseRole[] = [{ name: 'visitor' }], runs = 3, cpuSlowdown?: number): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const role of roles) {
    for (const [name, target] of targets) {
      const all: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) all.push(await once(base + target, role.cookies, cpuSlowdown));
      const figures = { name, path: target, role: role.name, performance: median(all.map((r) => r.performance)), accessibility: median(all.map((r) => r.accessibility)), runs: all };
      const perRun = all.map((r) => `${r.performance.toFixed(2)} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, benchmarkIndex ${r.benchmarkIndex})`).join(', ');
      console.log(`  ${role.name}, ${name}: performance ${figures.performance.toFixed(2)}, accessibility ${figures.accessibility.toFixed(2)} — runs ${perRun}`);
      results.push(figures);
    }
  }
  return results;
}

/** The median benchmarkIndex over every run in `figures` (0 when Lighthouse reported none). */
export function medianBenchmarkIndex(figures: LighthouseFigures[]): number {
  return median(figures.flatMap((f) => f.runs.map((r) => r.benchmarkIndex)));
}

/** How the runs slowed the CPU: Lighthouse's default, or a calibrated multiplier and the benchmarkIndex it came from. */
export type CpuSetting = { multiplier: number; benchmarkIndex?: number } | null;

/** The table `npm run bench` prints: medians per page and role against the §1 target. */
export function lighthouseTable(figures: LighthouseFigures[], runs: number, cpu: CpuSetting = null): string[] {
  const mark = (score: number) => `${score.toFixed(2)} ${score >= LIGHTHOUSE_TARGET ? '✓' : '✗'}`;
  const calibrated = cpu?.benchmarkIndex ? `Lighthouse's calculator for this host's benchmarkIndex ${cpu.benchmarkIndex}, ` : '';
  const throttling = cpu ? `mobile defaults but CPU slowdown ${cpu.multiplier}× (${calibrated}LIGHTHOUSE_CPU)` : 'mobile defaults';
  return [
    `### Lighthouse 12 (${throttling}, median of ${runs}; ✓ = at least ${LIGHTHOUSE_TARGET}; benchmarkIndex ${medianBenchmarkIndex(figures)} in the runs, 4× slowdown assumes about 1500)`,
    '',
    '| page | role | performance | accessibility | both ≥ 0.95 |',
    '|---|---|---:|---:|:-:|',
    ...figures.map(
      (f) => `| ${f.name} \`${f.path}\` | ${f.role} | ${mark(f.performance)} | ${mark(f.accessibility)} | ${f.performance >= LIGHTHOUSE_TARGET && f.accessibility >= LIGHTHOUSE_TARGET ? 'yes' : 'no'} |`,
    ),
  ];
}

/** The first link on `page` that matches `pattern` (the bench needs real ids from the seed). */
async function findPath(base: string, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + page)).text();
  const match = html.match(pattern);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${page}`);
  return match[1];
}

/** The name of the framework floor's row (bench/floor.ts). */
export const FLOOR_ROW = 'framework floor (bare Next page)';

/**
 * §1: the five pages for a visitor and for the demo guest logged in (LIGHTHOUSE_RUNS runs each,
 * default 3; LIGHTHOUSE_ROLES=visitor or guest picks one role, LIGHTHOUSE_PAGES=home,profile some pages;
 * LIGHTHOUSE_REPORT_DIR keeps the reports). With `floorBase` (bench/floor.ts) the bare Next page is
 * measured first, as a visitor, with the same runs: no page of ours can score above it here.
 */
export async function lighthouseSection(base: string, performerSlug: string, floorBase?: string): Promise<{ figures: LighthouseFigures[]; lines: string[] }> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const cpu = await cpuSetting(process.env.LIGHTHOUSE_CPU);
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',');
  const profile = `/en/amateur/${performerSlug}/`;
  const all: [string, string][] = [
    ['home', '/en/'],
    ['profile', profile],
    ['video detail', await findPath(base, '/en/new-videos/', /href="(\/en\/amateur\/[^"/]+\/video\/\d+\/)"/)],
    ['album', await findPath(base, profile, /href="(\/en\/amateur\/[^"/]+\/pictures\/\d+\/)"/)],
    ['new girls', '/en/new-girls/'],
  ];
  const targets = all.filter(([name]) => !pages || pages.includes(name));
  const wanted = new Set((process.env.LIGHTHOUSE_ROLES ?? 'visitor,guest').split(','));
  const roles: LighthouseRole[] = [];
  if (wanted.has('visitor')) roles.push({ name: 'visitor' });
  if (wanted.has('guest')) roles.push({ name: 'guest (logged in)', cookies: await guestCookies(base) });
  console.log(`\nlighthouse 12 (mobile${cpu ? `, CPU ${cpu.multiplier}×` : ''}), median of ${runs}, ${roles.map((r) => r.name).join(' and ')}`);
  const floor = floorBase ? await lighthouse(floorBase, [[FLOOR_ROW, '/']], [{ name: 'visitor' }], runs, cpu?.multiplier) : [];
  const figures = [...floor, ...(await lighthouse(base, targets, roles, runs, cpu?.multiplier))];
  const note = floor.length ? ['', "The framework floor is Next's own bare page on this machine and in this run: a page of ours cannot score above it."] : [];
  return { figures, lines: ['', ...lighthouseTable(figures, runs, cpu), ...note] };
}

/**
 * LIGHTHOUSE_CPU: unset, Lighthouse's default 4×; `calibrated`, the multiplier Lighthouse's
 * calculator answers for this host's benchmarkIndex (bench/cpu-calibration.ts); a number, that one.
 */
async function cpuSetting(value: string | undefined): Promise<CpuSetting> {
  if (!value) return null;
  if (value !== 'calibrated') {
    const multiplier = Number(value);
    if (!(multiplier >= 1)) throw new Error(`LIGHTHOUSE_CPU=${value}: 'calibrated' or a multiplier of at least 1`);
    return { multiplier };
  }
  const benchmarkIndex = Math.round(median(await measureBenchmarkIndexes()));
  const multiplier = cpuMultiplierFor(benchmarkIndex);
  if (multiplier === null) throw new Error(`benchmarkIndex ${benchmarkIndex}: too slow a host for Lighthouse's calculator`);
  return { multiplier: Math.round(multiplier * 100) / 100, benchmarkIndex };
}
