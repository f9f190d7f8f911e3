import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClashStatus } from '@/lib/clash/clash-rules';
import { guests } from './accounts';
import { actors } from './actors';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Clash of cams (drizzle/0026_clash_of_cams.sql): a timed vote between two performers.
 * The database decides "one running clash per performer": a clash takes a row per performer in
 * `clash_seats`, unique while running (both sides, whichever challenged). Votes: one per guest
 * and clash (unique), for one of the two performers.
 */
export const clashes = pgTable(
  'clashes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorA: integer('actor_a')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    actorB: integer('actor_b')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at').notNull(),
    status: text('status').notNull().default('running').$type<ClashStatus>(),
  },
  (t) => [
    index('clashes_running_idx').on(t.endsAt).where(sql`${t.status} = 'running'`),
    check('clashes_two_performers', sql`${t.actorA} <> ${t.actorB}`),
    check('clashes_status_known', sql`${t.status} in ('running', 'ended')`),
    check('clashes_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One row per performer of a running clash: the partial unique index keeps her in one at a time. */
export const clashSeats = pgTable(
  'clash_seats',
  {
    clashId: integer('clash_id')
      .notNull()
      .references(() => clashes.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    running: integer('running').notNull().default(1),
  },
  (t) => [uniqueIndex('clash_seats_pair_key').on(t.clashId, t.actorId), uniqueIndex('clash_seats_running_key').on(t.actorId).where(sql`${t.running} = 1`)],
);

export const clashVotes = pgTable(
  'clash_votes',
  {
    clashId: integer('clash_id')
      .notNull()
      .references(() => clashes.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clash_votes_guest_key').on(t.clashId, t.guestId), index('clash_votes_tally_idx').on(t.clashId, t.actorId)],
);
