import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RatingSubject } from '@/lib/contracts/social';
import { guests } from './accounts';
import { actors } from './actors';
import { albums } from './catalog';

/**
 * A guest's rating of one subject: §9 like 5, dislike 1. One row per guest and subject,
 * changeable. `subjectId` is an album, picture or video id, or an actor id for `sedcards`, so it
 * has no foreign key. The subject's own like/dislike counters are kept in the same transaction
 * (lib/server/social/rate-subject.ts).
 */
export const guestRatings = pgTable(
  'guest_ratings',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().$type<RatingSubject>(),
    subjectId: integer('subject_id').notNull(),
    value: smallint('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.subject, t.subjectId] }),
    check('guest_ratings_subject_known', sql`${t.subject} in ('album', 'picture', 'sedcards', 'video')`),
    check('guest_ratings_value_known', sql`${t.value} in (1, 5)`),
  ],
);

/** Tags guests suggest for an album (§7 tag suggestion); one per guest, album and tag (any case). */
export const albumTagSuggestions = pgTable(
  'album_tag_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('album_tag_suggestions_key').on(t.albumId, t.guestId, sql`lower(${t.tag})`)],
);

/** A guest's private note on a performer (§3 note: actorId, comment); only its author reads it. */
export const actorNotes = pgTable(
  'actor_notes',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.actorId] })],
);

/** Album views of logged-in guests: one per guest, album and Berlin day, so albums.total_views counts each once a day. */
export const albumViews = pgTable(
  'album_views',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.guestId, t.day] }), index('album_views_day_idx').on(t.day)],
);
