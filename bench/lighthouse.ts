import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LighthouseFigures = { name: string; path: string; performance: number; accessibility: number; runs: { performance: number; accessibility: number }[] };

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One Lighthouse 12 run (mobile defaults: Moto G emulation, simulated slow 4G) with Debian chromium. */
async function once(url: string): Promise<{ performance: number; accessibility: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
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
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(out, 'utf8')) as { categories: Record<string, { score: number | null }> };
    return { performance: report.categories.performance?.score ?? 0, accessibility: report.categories.accessibility?.score ?? 0 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Median of `runs` Lighthouse runs per page (median of 3). */
export async function lighthouse(base: string, targets: [string, string][], runs = 3): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const [name, target] of targets) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await once(base + target));
    const figures = { name, path: target, performance: median(all.map((r) => r.performance)), accessibility: median(all.map((r) => r.accessibility)), runs: all };
    console.log(`  ${name}: performance ${figures.performance.toFixed(2)}, accessibility ${figures.accessibility.toFixed(2)} (runs ${all.map((r) => r.performance.toFixed(2)).join(' ')})`);
    results.push(figures);
  }
  return results;
}
