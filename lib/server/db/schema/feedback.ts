import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { videos } from './catalog';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** §7 conversion setGuestInfo: one value per guest and type (a later call replaces it). */
export const guestConversionInfo = pgTable(
  'guest_conversion_info',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.type] })],
);

/** §7 survey feedback: one answer per guest and survey instance (the unique key decides a race). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    surveyType: text('survey_type').notNull(),
    instance: text('instance').notNull(),
    rating: text('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_answers_once').on(t.guestId, t.surveyType, t.instance)],
);

/** §7 GraphQL feature feedback {featureId, rating, text, url}. */
export const featureFeedback = pgTable(
  'feature_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    featureId: text('feature_id').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    url: text('url').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('feature_feedback_feature_idx').on(t.featureId)],
);

/** §7 guest sendVideoShareEmail: every mail sent, counted for the per-guest limit. */
export const videoShareEmails = pgTable(
  'video_share_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('video_share_emails_guest_idx').on(t.guestId, t.createdAt)],
);
