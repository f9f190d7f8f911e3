import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Once per `vitest run`: a fresh temporary folder for this run's PGlite snapshots
 * (tests/helpers/pglite-snapshot.ts builds them lazily, so a run of unit tests alone pays
 * nothing), handed to the workers through `provide`, removed at the end of the run.
 * PGLITE_SNAPSHOT=0 turns snapshots off: every test file runs initdb, migrations and seed itself.
 */
const PREFIX = 'cam-vitest-pglite-';
/** Folders left by a killed run; no run lasts this long, so a concurrent run's folder is safe. */
const STALE_MS = 6 * 3_600_000;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotDir: string | null;
  }
}

async function removeStaleFolders(): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(os.tmpdir())) {
    if (!entry.startsWith(PREFIX)) continue;
    const full = path.join(os.tmpdir(), entry);
    const info = await stat(full).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(full, { recursive: true, force: true });
  }
}

/** One folder for the run: vitest calls this once per project (vitest.config.ts), all share it. */
let runFolder: Promise<string> | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.PGLITE_SNAPSHOT === '0') {
    project.provide('pgliteSnapshotDir', null);
    return async () => {};
  }
  const first = !runFolder;
  runFolder ??= removeStaleFolders().then(() => mkdtemp(path.join(os.tmpdir(), PREFIX)));
  const dir = await runFolder;
  project.provide('pgliteSnapshotDir', dir);
  // The first project's teardown runs last (teardowns run in reverse order).
  return async () => {
    if (first) await rm(dir, { recursive: true, force: true });
  };
}
