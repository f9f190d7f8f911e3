// The framework floor: bench/floor/ is a bare Next app (root layout, one force-dynamic page of text)
// built and served by `next start` from the repo's own node_modules. Lighthouse and the long-tail
// section measure it in the same run as the app, so every figure can be read against what Next
// itself reaches on this machine (like the `/_not-found` JS floor of bench/js-budget.ts).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findStaticAsset, freePort, waitUntilReady } from './server-process';

export type FloorServer = { base: string; staticAsset: string; stop(): Promise<void> };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FLOOR_DIR = path.join(ROOT, 'bench/floor');
const DIST_DIR = path.join(FLOOR_DIR, '.next-floor');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** What the build depends on: the floor's sources, its config and the installed Next. */
const SOURCES = ['app/layout.tsx', 'app/page.tsx', 'next.config.mjs', 'tsconfig.json'].map((file) => path.join(FLOOR_DIR, file)).concat(path.join(ROOT, 'node_modules/next/package.json'));
const ENV: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

/** Whether the floor's build is missing or older than anything it is built from. */
function stale(): boolean {
  const buildId = path.join(DIST_DIR, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((file) => statSync(file).mtimeMs > built);
}

async function build(): Promise<void> {
  console.log('building the framework floor (bench/floor)…');
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: FLOOR_DIR, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the framework floor's next build exited with ${code}`);
}

/** Builds the floor when stale, starts `next start` on a free port and waits until `/` answers. */
export async function startFloorServer(): Promise<FloorServer> {
  if (stale()) await build();
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { cwd: FLOOR_DIR, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(base, child, 60_000, '/');
  } catch (error) {
    await stop();
    throw error;
  }
  // The same rule as the app's baseline (the chunk closest to 100 kB), so both ratios compare alike.
  return { base, staticAsset: findStaticAsset(DIST_DIR), stop };
}
