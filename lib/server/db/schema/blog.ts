import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BlogBlock } from '@/lib/contracts/blog';
import { actors } from './actors';

/**
 * §3 blog post: its category (one of the §3 ids, featured 506 is the `featured` flag beside
 * it), when it was published and the seed of its generated preview picture.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: smallint('category_id').notNull(),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    imageSeed: integer('image_seed').notNull(),
  },
  (t) => [
    index('blog_posts_category_idx').on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    index('blog_posts_featured_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.featured}`),
    check('blog_posts_category', sql`${t.categoryId} in (1, 38, 39, 40, 41, 43, 44, 45, 46)`),
  ],
);

/** A post's text in one §1 language: its own slug, title, subtitle, excerpt and structured body. */
export const blogPostTexts = pgTable(
  'blog_post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').notNull().$type<BlogBlock[]>(),
  },
  (t) => [
    primaryKey({ name: 'blog_post_texts_pk', columns: [t.postId, t.language] }),
    uniqueIndex('blog_post_texts_slug_key').on(t.language, t.slug),
    check('blog_post_texts_language', sql`${t.language} in ('de', 'en', 'es', 'nl')`),
  ],
);

/** Performers a post mentions, in the order they appear. */
export const blogPostActors = pgTable(
  'blog_post_actors',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ name: 'blog_post_actors_pk', columns: [t.postId, t.actorId] }), index('blog_post_actors_actor_idx').on(t.actorId)],
);
