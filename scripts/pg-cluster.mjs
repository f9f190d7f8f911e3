// A throw-away PostgreSQL cluster on loopback for the tests that run on a real server (README "Tests").
// Plain Node, no dependencies. Used by scripts/test.mjs (the integration suite on PostgreSQL), by the
// Playwright project 'postgres' (its server runs under `run`) and by hand:
//   node scripts/pg-cluster.mjs start            → prints the admin URL and the folder, leaves it running
//   node scripts/pg-cluster.mjs stop <folder>    → stops that cluster and removes its folder
//   node scripts/pg-cluster.mjs run -- <command> → a fresh database for <command> (DATABASE_URL), then cleans up
// The cluster is for tests only: trust authentication on 127.0.0.1, fsync off, the C collation of PGlite.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFIX = 'cam-pg-';
const isRoot = process.getuid?.() === 0;

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? path.join(base, majors[0], 'bin') : null;
}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

/** Debian's `postgresql` (server and contrib: pg_trgm, unaccent) when no server is installed, like chromium in scripts/test.mjs. */
export function ensurePostgres() {
  const found = findBinDir();
  if (found) return found;
  const apt = (args) => sh(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['apt-get', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log('PostgreSQL is not installed: apt-get install postgresql');
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'postgresql', 'postgresql-contrib']);
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql, but no /usr/lib/postgresql/<major>/bin/initdb was found');
  return installed;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user, who owns the folder. */
function asOwner(binDir, tool, args, options = {}) {
  const command = path.join(binDir, tool);
  return isRoot ? sh('runuser', ['-u', 'postgres', '--', command, ...args], options) : sh(command, args, options);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A folder this old without a running postmaster is a leftover, not one another run is setting up (initdb). */
const LEFTOVER_AFTER_MS = 10 * 60_000;

/** Folders of clusters whose postmaster is gone (a killed run): removed. Running ones are left alone. */
function removeDeadClusters() {
  for (const entry of readdirSync(os.tmpdir())) {
    if (!entry.startsWith(PREFIX)) continue;
    const folder = path.join(os.tmpdir(), entry);
    const info = statSync(folder, { throwIfNoEntry: false });
    if (!info || Date.now() - info.mtimeMs < LEFTOVER_AFTER_MS) continue;
    const pidFile = path.join(folder, 'data', 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    let alive = false;
    try {
      alive = pid > 0 && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a fresh cluster: initdb into a temp folder, a free port on 127.0.0.1 only, trust
 * authentication, no fsync. Answers { url, dir }: url is the superuser's `postgres` database.
 */
export async function startCluster() {
  const binDir = ensurePostgres();
  removeDeadClusters();
  const dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const data = path.join(dir, 'data');
  try {
    if (isRoot) {
      const uid = Number(sh('id', ['-u', 'postgres']).trim());
      const gid = Number(sh('id', ['-g', 'postgres']).trim());
      chownSync(dir, uid, gid);
    }
    // The collation and time zone of PGlite (C, UTC): both engines order and print alike.
    asOwner(binDir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8', '--no-sync']);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c timezone=UTC',
      // Two vitest workers × (a pool of 10 + LISTEN connections) plus the e2e server.
      '-c max_connections=200',
    ].join(' ');
    asOwner(binDir, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start'], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Stops the cluster at once (its data is thrown away) and removes its folder; safe to call twice. */
export function stopCluster(dir) {
  const data = path.join(dir, 'data');
  const binDir = findBinDir();
  if (binDir && existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      asOwner(binDir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch {
      // Already stopped: the folder goes anyway.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Waits for process `pid` to end, then ends the command it ran and stops the cluster in `dir`: started beside `run`, in a
 * process group of its own, so the cluster goes even when `run` is killed with SIGKILL (Playwright
 * does that to its web servers' group when they take longer than their shutdown timeout).
 */
async function reapAfter(pid, dir, commandPid) {
  const alive = () => {
    try {
      return process.kill(pid, 0);
    } catch {
      return false;
    }
  };
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 500));
  // The command, in its own process group, would outlive a killed `run`: it goes too.
  try {
    if (commandPid) process.kill(-commandPid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  stopCluster(dir);
}

/** Runs `command` with DATABASE_URL set to a database of its own in a fresh cluster; stops both at the end. */
async function runWithDatabase(command, args) {
  const { url, dir } = await startCluster();
  const databaseUrl = url.replace(/\/postgres$/, '/app');
  const binDir = findBinDir();
  asOwner(binDir, 'createdb', ['-h', '127.0.0.1', '-p', new URL(url).port, '-U', 'postgres', 'app']);
  // A process group of its own: a signal to this script's group (Playwright stops its web server
  // that way) reaches the command once, passed on below, and a second signal would cut its clean shutdown short.
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, DATABASE_URL: databaseUrl } });
  spawn(process.execPath, [fileURLToPath(import.meta.url), 'reap', String(process.pid), dir, String(child.pid)], { detached: true, stdio: 'ignore' }).unref();
  let exited = false;
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => exited || child.kill(signal));
  process.on('exit', () => exited || child.kill('SIGKILL'));
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  exited = true;
  stopCluster(dir);
  process.exit(code);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [action, ...rest] = process.argv.slice(2);
  if (action === 'start') {
    const { url, dir } = await startCluster();
    console.log(`DATABASE_URL=${url}\nPG_CLUSTER_DIR=${dir}\nStop it with: node scripts/pg-cluster.mjs stop ${dir}`);
  } else if (action === 'stop' && (rest[0] ?? process.env.PG_CLUSTER_DIR)) {
    stopCluster(rest[0] ?? process.env.PG_CLUSTER_DIR);
  } else if (action === 'reap' && rest.length >= 2) {
    await reapAfter(Number(rest[0]), rest[1], rest[2] ? Number(rest[2]) : 0);
  } else if (action === 'run' && rest[0] === '--' && rest.length > 1) {
    await runWithDatabase(rest[1], rest.slice(2));
  } else {
    console.error('usage: node scripts/pg-cluster.mjs start | stop <folder> | run -- <command> [args…]');
    process.exit(2);
  }
}
