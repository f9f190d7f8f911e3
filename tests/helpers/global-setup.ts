import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropRun, type PostgresTemplates } from './postgres-templates';

/**
 * Once per `vitest run`: a fresh temporary folder for this run's PGlite snapshots
 * (tests/helpers/pglite-snapshot.ts builds them lazily, so a run of unit tests alone pays
 * nothing), handed to the workers through `provide`, removed at the end of the run.
 * PGLITE_SNAPSHOT=0 turns snapshots off: every test file runs initdb, migrations and seed itself.
 * TEST_DATABASE_URL (a superuser's URL on a PostgreSQL server, scripts/pg-cluster.mjs) runs the
 * tests on that server instead: the run's template databases are built here, before any worker
 * starts, and dropped at the end (tests/helpers/postgres-templates.ts).
 */
const PREFIX = 'cam-vitest-pglite-';
/** Folders left by a killed run; no run lasts this long, so a concurrent run's folder is safe. */
const STALE_MS = 6 * 3_600_000;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotDir: string | null;
    postgresTemplates: PostgresTemplates | null;
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
/** Likewise one pair of template databases for the run. */
let runTemplates: Promise<PostgresTemplates> | undefined;

async function setupPostgres(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const first = !runTemplates;
  runTemplates ??= buildTemplates(adminUrl);
  const templates = await runTemplates;
  project.provide('pgliteSnapshotDir', null);
  project.provide('postgresTemplates', templates);
  return async () => {
    if (first) await dropRun(templates);
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return setupPostgres(project, adminUrl);
  project.provide('postgresTemplates', null);
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
