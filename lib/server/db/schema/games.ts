import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { GameOutcome, GameReward } from '@/lib/contracts/games';
import type { EventType } from '@/lib/contracts/events';
import { guests } from './accounts';
import { scheduledEvents } from './events';

const at = (name: string) => timestamp(name, { withTimezone: true });
const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });

/** The server secrets of the §3 game random source; an attempt names the one it used (rotation keeps old outcomes re-derivable). */
export const gameSecrets = pgTable('game_secrets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One turn of the spin wheel or one slot machine attempt. Its outcome is derived from
 * HMAC-SHA256(secret, id) (lib/server/games/random-source.ts); `seed_hash` is SHA-256 of that seed,
 * so support re-derives the seed from the secret and checks it against the row.
 */
export const gameAttempts = pgTable(
  'game_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: guestRef(),
    game: text('game').notNull().$type<'wheel' | 'slot'>(),
    /** The slot machine's scheduled event (its game config); null for the spin wheel. */
    eventId: integer('event_id').references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    /** The Berlin day of the attempt (dailyAttempts count per day). */
    day: date('day', { mode: 'string' }).notNull(),
    secretId: integer('secret_id')
      .notNull()
      .references(() => gameSecrets.id),
    seedHash: text('seed_hash').notNull(),
    outcome: jsonb('outcome').$type<GameOutcome>().notNull(),
    reward: jsonb('reward').$type<GameReward>(),
    /** A bonus code won: the personal code issued. */
    rewardCode: text('reward_code'),
    points: integer('points').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('game_attempts_guest_idx').on(t.guestId, t.createdAt),
    index('game_attempts_guest_event_idx').on(t.guestId, t.eventId),
    check('game_attempts_game', sql`${t.game} in ('wheel', 'slot')`),
    check('game_attempts_points', sql`${t.points} >= 0`),
  ],
);

/** Attempts used per guest, game event and Berlin day: the upsert's WHERE used < dailyAttempts decides concurrent attempts. */
export const gameDayCounters = pgTable(
  'game_day_counters',
  {
    guestId: guestRef(),
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ name: 'game_day_counters_pk', columns: [t.guestId, t.eventId, t.day] }), check('game_day_counters_used', sql`${t.used} >= 0`)],
);

/** §3 game language configs: title, description and a text per reward key, per event type and language. */
export const gameTexts = pgTable(
  'game_texts',
  {
    eventType: text('event_type').notNull().$type<EventType>(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    rewardTexts: jsonb('reward_texts').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ name: 'game_texts_pk', columns: [t.eventType, t.language] }), check('game_texts_language', sql`${t.language} in ('de', 'en', 'es', 'nl')`)],
);
