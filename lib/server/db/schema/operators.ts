import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** §6 operators (drizzle/0045): their own accounts for the §7 internal, monitoring and reporting calls. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_key').on(sql`lower(${t.email})`)],
);

/** §7 internal imports (drizzle/0045): external id → our row, and the hash of the record as last imported. */
export const importRecords = pgTable(
  'import_records',
  {
    kind: text('kind').notNull().$type<'actor' | 'album'>(),
    externalId: text('external_id').notNull(),
    localId: integer('local_id').notNull(),
    contentHash: text('content_hash').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'import_records_pk', columns: [t.kind, t.externalId] }), check('import_records_kind_check', sql`${t.kind} IN ('actor', 'album')`)],
);
