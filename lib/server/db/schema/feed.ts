import { type AnyPgColumn, boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedPostType } from '@/lib/contracts/feed';
import { guests } from './accounts';
import { actors } from './actors';
import { pictures, videos } from './catalog';

/**
 * §3 feed post (drizzle/0041_feed.sql). Coins are the §9 platform coin (1 coin = 25 cents, see
 * lib/contracts/feed.ts); the tipping goal lives on the post, `tipVersion` rises with every tip so
 * the live goal events can be ordered by the clients.
 */
export const feedPosts = pgTable('feed_posts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 700000 }),
  actorId: integer('actor_id')
    .notNull()
    .references(() => actors.id, { onDelete: 'cascade' }),
  type: text('type').notNull().$type<FeedPostType>(),
  status: text('status').notNull().default('published').$type<'published' | 'deleted'>(),
  pinned: boolean('pinned').notNull().default(false),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  priceCoins: integer('price_coins').notNull().default(0),
  fsk: smallint('fsk').notNull().default(16),
  videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
  contestId: integer('contest_id'),
  tippingGoalCoins: integer('tipping_goal_coins'),
  tipsSumCoins: integer('tips_sum_coins').notNull().default(0),
  tipVersion: integer('tip_version').notNull().default(0),
  views: integer('views').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  imageSeed: integer('image_seed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const feedPostPhotos = pgTable(
  'feed_post_photos',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    pictureId: integer('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ name: 'feed_post_photos_pk', columns: [t.postId, t.pictureId] })],
);

/** One row per guest and bought post: its unique key (feed_purchases_key) is the exactly-once claim. */
export const feedPurchases = pgTable('feed_purchases', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guestId: integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' }),
  postId: integer('post_id')
    .notNull()
    .references(() => feedPosts.id, { onDelete: 'cascade' }),
  priceCoins: integer('price_coins').notNull(),
  ledgerTransactionId: integer('ledger_transaction_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const guestPostPair = (name: string) =>
  pgTable(
    name,
    {
      guestId: integer('guest_id')
        .notNull()
        .references(() => guests.id, { onDelete: 'cascade' }),
      postId: integer('post_id')
        .notNull()
        .references(() => feedPosts.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [primaryKey({ name: `${name}_pk`, columns: [t.guestId, t.postId] })],
  );

/** Likes and views count once per guest (the key turns a second one into a no-op). */
export const feedLikes = guestPostPair('feed_likes');
export const feedViews = guestPostPair('feed_views');

/** A comment by a guest or by the performer (isCreator); conversationId is the thread's root. */
export const feedComments = pgTable('feed_comments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  postId: integer('post_id')
    .notNull()
    .references(() => feedPosts.id, { onDelete: 'cascade' }),
  guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => actors.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => feedComments.id, { onDelete: 'cascade' }),
  conversationId: integer('conversation_id'),
  isReplyToReply: boolean('is_reply_to_reply').notNull().default(false),
  tipped: boolean('tipped').notNull().default(false),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const feedTips = pgTable('feed_tips', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guestId: integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' }),
  postId: integer('post_id')
    .notNull()
    .references(() => feedPosts.id, { onDelete: 'cascade' }),
  amountCoins: integer('amount_coins').notNull(),
  ledgerTransactionId: integer('ledger_transaction_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
