import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/db/seed/seed';
import { type ShiftPlan, timestampShiftPlan } from './shift-timestamps';

/**
 * Per-run PGlite snapshots: initdb inside WASM (~4 s), the migrations (~1 s) and the small seed
 * (~1 s) are paid once per `vitest run` instead of once per test file. The first worker that needs
 * a snapshot builds it under a lock (mkdir is atomic) and publishes it with an atomic rename; the
 * others wait for the file. tests/helpers/global-setup.ts makes the run's folder and removes it.
 */
export type SnapshotKind = 'migrated' | 'seeded';
/** `seeded` only: when the seed ran and which timestamps to move (tests/helpers/shift-timestamps.ts). */
type SnapshotMeta = { seededAt: string; shiftPlan: ShiftPlan } | null;
export type Snapshot = { blob: Blob; meta: SnapshotMeta };

const WAIT_STEP_MS = 100;
/** A builder takes ~6 s on an idle machine; past this its lock is treated as stale (crashed worker). */
const WAIT_LIMIT_MS = 120_000;

const files = (dir: string, kind: SnapshotKind) => ({
  tar: path.join(dir, `${kind}.tar`),
  meta: path.join(dir, `${kind}.json`),
  lock: path.join(dir, `${kind}.lock`),
});

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function read(dir: string, kind: SnapshotKind): Promise<Snapshot> {
  const f = files(dir, kind);
  const meta = JSON.parse(await readFile(f.meta, 'utf8')) as SnapshotMeta;
  return { blob: new Blob([await readFile(f.tar)]), meta };
}

async function dump(handle: DatabaseHandle): Promise<Blob> {
  // drizzle keeps the driver's client as `$client`; the handle type hides it on purpose.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

async function build(dir: string, kind: SnapshotKind): Promise<Snapshot> {
  let handle: DatabaseHandle;
  let meta: SnapshotMeta = null;
  if (kind === 'migrated') {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
  } else {
    const base = await loadSnapshot(dir, 'migrated');
    handle = await openDatabase({ dataDir: 'memory://', loadDataDir: base.blob });
    const seededAt = new Date();
    await seedDatabase(handle.db, { scale: 'small', now: seededAt });
    meta = { seededAt: seededAt.toISOString(), shiftPlan: await timestampShiftPlan(handle.db) };
  }
  const blob = await dump(handle);
  await handle.close();
  const f = files(dir, kind);
  const tmp = `${f.tar}.${process.pid}.tmp`;
  await writeFile(f.meta, JSON.stringify(meta));
  await writeFile(tmp, Buffer.from(await blob.arrayBuffer()));
  await rename(tmp, f.tar); // the tarball appearing is the "ready" signal
  return { blob, meta };
}

/** The run's snapshot of the given kind, built on first use by whichever worker asks first. */
export async function loadSnapshot(dir: string, kind: SnapshotKind): Promise<Snapshot> {
  const f = files(dir, kind);
  if (await exists(f.tar)) return read(dir, kind);
  const locked = await mkdir(f.lock).then(
    () => true,
    () => false,
  );
  if (locked) {
    try {
      return await build(dir, kind);
    } finally {
      await rm(f.lock, { recursive: true, force: true });
    }
  }
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    if (await exists(f.tar)) return read(dir, kind);
    if (!(await exists(f.lock))) return loadSnapshot(dir, kind); // the builder failed: try again
  }
  throw new Error(`PGlite snapshot ${f.tar} did not appear within ${WAIT_LIMIT_MS} ms`);
}
