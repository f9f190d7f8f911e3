import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TvGenre } from '@/lib/contracts/tv-mediathek';
import { guests } from './accounts';

/** A block of a TV post's body: headings and paragraphs of plain text, never HTML. */
export type TvPostBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

const languageCheck = (name: string, column: unknown) => check(name, sql`${column} in ('de', 'en', 'es', 'nl')`);

/** §3 TV series (a TV format): its key is the same in every language; the picture is generated from the seed. */
export const tvSeries = pgTable('tv_series', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique('tv_series_key_key'),
  genre: text('genre').notNull().$type<TvGenre>(),
  imageSeed: integer('image_seed').notNull(),
});

export const tvSeriesTexts = pgTable(
  'tv_series_texts',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => tvSeries.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ name: 'tv_series_texts_pk', columns: [t.seriesId, t.language] }), languageCheck('tv_series_texts_language', t.language)],
);

/**
 * §3 mediathek video: an episode of a series. Premium episodes are for TV or VIP subscribers (§6),
 * the others free TV; `clip` is the demo clip it plays (lib/media/clips, like the live channel);
 * `ratingTenths` the average rating ×10 and `views` the plays, for the §9 mediathek sorts.
 */
export const tvEpisodes = pgTable(
  'tv_episodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => tvSeries.id, { onDelete: 'cascade' }),
    season: smallint('season').notNull(),
    episode: smallint('episode').notNull(),
    fsk: smallint('fsk').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    premium: boolean('premium').notNull(),
    airedAt: timestamp('aired_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    ratingTenths: smallint('rating_tenths').notNull().default(0),
    imageSeed: integer('image_seed').notNull(),
    clip: smallint('clip').notNull(),
  },
  (t) => [
    uniqueIndex('tv_episodes_number_key').on(t.seriesId, t.season, t.episode),
    index('tv_episodes_series_aired_idx').on(t.seriesId, t.airedAt.desc(), t.id.desc()),
    index('tv_episodes_aired_idx').on(t.airedAt.desc(), t.id.desc()),
    check('tv_episodes_fsk', sql`${t.fsk} in (12, 16, 18)`),
    check('tv_episodes_clip', sql`${t.clip} between 1 and 6`),
    check('tv_episodes_rating', sql`${t.ratingTenths} between 0 and 50`),
    check('tv_episodes_duration', sql`${t.durationSeconds} > 0`),
  ],
);

export const tvEpisodeTexts = pgTable(
  'tv_episode_texts',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => tvEpisodes.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ name: 'tv_episode_texts_pk', columns: [t.episodeId, t.language] }), languageCheck('tv_episode_texts_language', t.language)],
);

/** A TV post (article) of a series or, without one, of the channel; the slug is the same in every language. */
export const tvPosts = pgTable(
  'tv_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique('tv_posts_slug_key'),
    seriesId: integer('series_id').references(() => tvSeries.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    imageSeed: integer('image_seed').notNull(),
  },
  (t) => [index('tv_posts_series_idx').on(t.seriesId, t.publishedAt.desc())],
);

export const tvPostTexts = pgTable(
  'tv_post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => tvPosts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    body: jsonb('body').notNull().$type<TvPostBlock[]>(),
  },
  (t) => [primaryKey({ name: 'tv_post_texts_pk', columns: [t.postId, t.language] }), languageCheck('tv_post_texts_language', t.language)],
);

/** Episodes a guest keeps in the media library (§2 my-account mediathek, pinned section). */
export const tvKeptEpisodes = pgTable(
  'tv_kept_episodes',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => tvEpisodes.id, { onDelete: 'cascade' }),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'tv_kept_episodes_pk', columns: [t.guestId, t.episodeId] }), index('tv_kept_episodes_recent_idx').on(t.guestId, t.keptAt.desc())],
);
