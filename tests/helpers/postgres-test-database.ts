import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { createDatabaseFrom, dropDatabase, type PostgresTemplates, templateName } from './postgres-templates';
import { shiftTimestamps } from './shift-timestamps';

/** A test database and, on PostgreSQL, its URL (a second process or pool can open it too). */
export type TestDatabase = DatabaseHandle & { url?: string };

let count = 0;

/**
 * A database of its own on the run's PostgreSQL server, copied from the migrated or seeded
 * template (tests/helpers/postgres-templates.ts); close() ends its pool and drops it.
 */
export async function openPostgresTestDatabase(templates: PostgresTemplates, seed: boolean): Promise<TestDatabase> {
  count += 1;
  const name = `${templates.run}_t${process.pid}_${count}`;
  const url = await createDatabaseFrom(templates, name, templateName(templates.run, seed ? 'seeded' : 'migrated'));
  const database = await openDatabase({ url, dataDir: '' });
  await database.migrate();
  // The seed placed dates relative to its `now`; move them to this moment, as a fresh seed would.
  if (seed) await shiftTimestamps(database.db, templates.shiftPlan, Date.now() - Date.parse(templates.seededAt));
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(templates.adminUrl, name);
    },
  };
}
