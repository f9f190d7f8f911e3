import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { actors } from './actors';
import { albums, type LocalizedText, videos } from './catalog';

/**
 * Interviews of a performer (§3 actor interviews; about-me page). `questionKey` is one of a fixed
 * list translated through messages `InterviewQuestions`; the answer is written by the performer
 * and shown as written. `durationSeconds` is the length of the recorded video answer.
 */
export const actorInterviews = pgTable(
  'actor_interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionKey: text('question_key').notNull(),
    answer: text('answer').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    imageSeed: integer('image_seed').notNull(),
  },
  (t) => [index('actor_interviews_actor_idx').on(t.actorId, t.position)],
);

/**
 * Heat map of online hours (§3 heat maps: heatMaps, hoursToBeOnline, memo). `weekly` holds 168
 * values 0–100 (Monday 00:00 first, Berlin time): how often the performer was online in that
 * hour over the last weeks. `plannedHours` are the hours (0–23) she plans to be online; `memo` is
 * her own note.
 */
export const actorHeatMaps = pgTable('actor_heat_maps', {
  actorId: integer('actor_id')
    .primaryKey()
    .references(() => actors.id, { onDelete: 'cascade' }),
  weekly: smallint('weekly').array().notNull(),
  plannedHours: smallint('planned_hours').array().notNull(),
  memo: text('memo').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Ticketed cam shows (§3 chat ticket: title, description, postBuyInfo, start, end, price, isFree,
 * isFeatured, isInternal). Buying tickets comes with live chat; this issue only lists them.
 */
export const camShows = pgTable(
  'cam_shows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 7000 }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    postBuyInfo: text('post_buy_info').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    price: integer('price').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    capacity: integer('capacity').notNull(),
  },
  (t) => [index('cam_shows_starts_idx').on(t.startsAt), index('cam_shows_actor_idx').on(t.actorId, t.startsAt)],
);

/**
 * Editorial SEO texts (§3 SEO text: h1, h2, title, description, free texts, breadcrumb, slug).
 * `scope` says what `key` names: 'page' (an internal route such as '/videos'), 'category' (a
 * category slug) or 'tag' (a tag group). One row per language.
 */
export const seoTexts = pgTable(
  'seo_texts',
  {
    scope: text('scope').notNull().$type<'page' | 'category' | 'tag'>(),
    key: text('key').notNull(),
    language: text('language').notNull().$type<'de' | 'en' | 'es' | 'nl'>(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    h1: text('h1').notNull(),
    h2: text('h2').notNull().default(''),
    /** Paragraphs of free text shown below the listing. */
    freeTexts: text('free_texts').array().notNull(),
    breadcrumb: text('breadcrumb').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.language] })],
);

/** Curated sets of videos (§7 collections), shown on the video areas. */
export const collections = pgTable('collections', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  position: smallint('position').notNull().default(0),
});

export const collectionVideos = pgTable(
  'collection_videos',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.videoId] })],
);

/** Album comments (§3 comments; §7 getComments). Posting comes with the buying issue. */
export const albumComments = pgTable(
  'album_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('album_comments_album_idx').on(t.albumId, t.createdAt)],
);

/** Search patterns a logged-in guest stored (§7 "storing a search pattern is a mutation"). */
export const guestSearches = pgTable(
  'guest_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    pattern: text('pattern').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_searches_guest_idx').on(t.guestId, t.searchedAt)],
);
