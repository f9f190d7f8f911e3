import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A port the OS just handed out (loopback only). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The built JS chunk closest to 100 KB in the build the server runs: the static baseline, served by the same process. */
export function findStaticAsset(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  const folder = path.join(distDir, 'static/chunks');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(folder, name)).size }))
    .sort((a, b) => Math.abs(a.size - 100_000) - Math.abs(b.size - 100_000));
  if (!files[0]) throw new Error(`no JS chunk in ${folder}`);
  return `/_next/static/chunks/${files[0].name}`;
}

/** Polls `base + path` until it answers OK; fails when the child exits or the time is up. */
export async function waitUntilReady(base: string, child: ChildProcess, timeoutMs: number, path = '/en/'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/**
 * server.ts in production mode as a child process; stop() sends SIGTERM and waits for it. `entry`
 * replaces server.ts by a wrapper of it (bench/rest-server-child.ts adds a bare listener), `env` adds
 * to its environment.
 */
export async function startServer(
  port: number,
  dataDir: string,
  scale: 'small' | 'default' | 'large' = 'default',
  { entry = 'server.ts', env = {} }: { entry?: string; env?: Record<string, string> } = {},
): Promise<{ stop(): Promise<void>; pid: number | undefined }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', entry], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_SCALE: scale,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, child, 900_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, pid: child.pid };
}
