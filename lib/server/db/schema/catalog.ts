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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { actors } from './actors';

/** Localized text: one entry per language of §1. */
export type LocalizedText = { de: string; en: string; es: string; nl: string };

/** Categories of performers (§2 /categories/{categorySlug}/); search category ids of §9 live here. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const actorCategories = pgTable(
  'actor_categories',
  {
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.categoryId] }), index('actor_categories_cat_idx').on(t.categoryId)],
);

/** Video tags; `tagGroup` is the URL segment of /videos/tag/{tagGroup}/. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey(),
    tagGroup: text('tag_group').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
  },
  (t) => [uniqueIndex('tags_group_key').on(t.tagGroup)],
);

/**
 * Videos (§3 video). Prices in minor units; `basePrice` is the price before a discount.
 * `actingGroup` is the performer type of the video (§9: free videos are female acting group only).
 */
export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100000 }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    ageRating: smallint('age_rating').notNull(),
    actingGroup: text('acting_group').notNull(),
    isVip: boolean('is_vip').notNull().default(false),
    isVip30Offer: boolean('is_vip30_offer').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    isCamRecording: boolean('is_cam_recording').notNull().default(false),
    isClassic: boolean('is_classic').notNull().default(false),
    allowedInPlaylists: boolean('allowed_in_playlists').notNull().default(true),
    currency: text('currency').notNull().default('EUR'),
    price: integer('price').notNull(),
    basePrice: integer('base_price').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    ratingLikes: integer('rating_likes').notNull().default(0),
    ratingDislikes: integer('rating_dislikes').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    trendingScore: integer('trending_score').notNull().default(0),
    imageSeed: integer('image_seed').notNull(),
  },
  (t) => [
    index('videos_actor_idx').on(t.actorId, t.releasedAt),
    index('videos_released_idx').on(t.releasedAt),
    // One index per tile sort (§9: duration, price, rating, released, sold), so every ordered
    // page is an index scan with LIMIT, whatever the category filter.
    index('videos_rating_idx').on(t.ratingLikes, t.id),
    index('videos_sold_idx').on(t.soldCount, t.id),
    index('videos_price_idx').on(t.price, t.id),
    index('videos_duration_idx').on(t.durationSeconds, t.id),
    index('videos_trending_idx').on(t.trendingScore, t.id),
    // Small categories get partial indexes in their default order.
    index('videos_free_released_idx').on(t.releasedAt).where(sql`${t.isFree}`),
    index('videos_discount_released_idx').on(t.releasedAt).where(sql`${t.price} < ${t.basePrice}`),
    index('videos_discount_price_idx').on(t.price, t.id).where(sql`${t.price} < ${t.basePrice}`),
    index('videos_vip_released_idx').on(t.releasedAt).where(sql`${t.isVip}`),
    index('videos_vip30_rating_idx').on(t.ratingLikes).where(sql`${t.isVip30Offer}`),
    index('videos_classic_idx').on(t.actorId, t.releasedAt).where(sql`${t.isClassic}`),
  ],
);

export const videoTags = pgTable(
  'video_tags',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.tagId] }), index('video_tags_tag_idx').on(t.tagId)],
);

/** Photo albums (§3 photo gallery); `type` is 'album' for galleries, 'sedcard' for profile sets. */
export const albums = pgTable(
  'albums',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 500000 }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<'album' | 'sedcard'>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ageRating: smallint('age_rating').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    isVipContent: boolean('is_vip_content').notNull().default(false),
    currency: text('currency').notNull().default('EUR'),
    price: integer('price').notNull(),
    basePrice: integer('base_price').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    totalViews: integer('total_views').notNull().default(0),
    ratingLikes: integer('rating_likes').notNull().default(0),
    ratingDislikes: integer('rating_dislikes').notNull().default(0),
    imageSeed: integer('image_seed').notNull(),
  },
  (t) => [
    index('albums_actor_idx').on(t.actorId, t.releasedAt),
    index('albums_released_idx').on(t.releasedAt),
  ],
);

export const pictures = pgTable(
  'pictures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000000 }),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    ageRating: smallint('age_rating').notNull(),
    ratingLikes: integer('rating_likes').notNull().default(0),
    ratingDislikes: integer('rating_dislikes').notNull().default(0),
    imageSeed: integer('image_seed').notNull(),
  },
  (t) => [index('pictures_album_idx').on(t.albumId, t.position)],
);
