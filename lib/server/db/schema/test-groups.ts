import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

/** §3 testGroups (drizzle/0052): the group (0 control, 1 variant) a guest was put in per test, drawn once and kept. */
export const guestTestGroups = pgTable(
  'guest_test_groups',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull(),
    testGroup: smallint('test_group').notNull().$type<0 | 1>(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'guest_test_groups_pkey', columns: [t.guestId, t.testId] }),
    index('guest_test_groups_test_idx').on(t.testId, t.testGroup),
    check('guest_test_groups_group_known', sql`${t.testGroup} in (0, 1)`),
  ],
);
