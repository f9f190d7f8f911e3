import pg from 'pg';
import { openDatabase } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/db/seed/seed';
import { type ShiftPlan, timestampShiftPlan } from './shift-timestamps';

/**
 * The test databases on a real PostgreSQL server (TEST_DATABASE_URL, README "Tests"): once per
 * run, a migrated and a seeded template database; every test database is then a
 * `CREATE DATABASE … TEMPLATE` copy of one of them (tens of milliseconds, like the PGlite
 * snapshots of tests/helpers/pglite-snapshot.ts). Names carry the run's id, so two runs can share
 * one server; everything of a run is dropped at its end.
 */
export type PostgresTemplates = {
  /** A superuser's URL on the server (its maintenance database). */
  adminUrl: string;
  /** Prefix of every database of this run. */
  run: string;
  /** When the seed ran and which timestamps to move (tests/helpers/shift-timestamps.ts). */
  seededAt: string;
  shiftPlan: ShiftPlan;
  /** FILE_COPY (PostgreSQL 15+) copies the template's files at once instead of through the WAL. */
  fileCopy: boolean;
};

export const templateName = (run: string, kind: 'migrated' | 'seeded') => `${run}_${kind}`;

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseFrom(templates: PostgresTemplates, name: string, template: string | null): Promise<string> {
  const from = template ? ` TEMPLATE "${template}"${templates.fileCopy ? ' STRATEGY FILE_COPY' : ''}` : '';
  await withAdmin(templates.adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
  return databaseUrl(templates.adminUrl, name);
}

const DRAIN_STEP_MS = 20;
const DRAIN_LIMIT_MS = 5_000;

/**
 * A pool's end() resolves before its connections have closed: the drop waits for them, since a
 * connection ended by the server (FORCE) raises an error in the process that still holds it.
 * WITH (FORCE) then ends what a failed test left open.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    for (let waited = 0; waited < DRAIN_LIMIT_MS; waited += DRAIN_STEP_MS) {
      const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_STEP_MS));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** Builds the run's two templates: migrations once, the small seed once (as the PGlite snapshots do). */
export async function buildTemplates(adminUrl: string): Promise<PostgresTemplates> {
  const run = `vt_${process.pid}_${Date.now().toString(36)}`;
  const version = await withAdmin(adminUrl, async (client) => Number((await client.query('show server_version_num')).rows[0].server_version_num));
  const base: PostgresTemplates = { adminUrl, run, seededAt: '', shiftPlan: [], fileCopy: version >= 150_000 };
  const migrated = await openDatabase({ url: await createDatabaseFrom(base, templateName(run, 'migrated'), null), dataDir: '' });
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }
  const seeded = await openDatabase({ url: await createDatabaseFrom(base, templateName(run, 'seeded'), templateName(run, 'migrated')), dataDir: '' });
  try {
    const seededAt = new Date();
    await seedDatabase(seeded.db, { scale: 'small', now: seededAt });
    return { ...base, seededAt: seededAt.toISOString(), shiftPlan: await timestampShiftPlan(seeded.db) };
  } finally {
    await seeded.close();
  }
}

/** Every database of the run (templates and what a killed worker left behind). */
export async function dropRun(templates: PostgresTemplates): Promise<void> {
  const names = await withAdmin(templates.adminUrl, async (client) =>
    (await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${templates.run}_`])).rows.map((row) => row.datname),
  );
  for (const name of names) await dropDatabase(templates.adminUrl, name);
}
