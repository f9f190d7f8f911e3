-- §3 blog posts in the categories of §3 (general 1, event 38, live 39, premium TV 40, free TV 41,
-- actions 43, production 44, news 45, interviews 46); featured (506) is a flag beside the category.
-- Texts per §1 language in their own table (a slug per language); the body is structured blocks
-- (headings, paragraphs with performer mentions), never HTML. Seeded by lib/server/db/seed/blog.ts.
CREATE TABLE IF NOT EXISTS "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"category_id" smallint NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image_seed" integer NOT NULL,
	CONSTRAINT "blog_posts_category" CHECK ("category_id" in (1, 38, 39, 40, 41, 43, 44, 45, 46))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id","published_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_featured_idx" ON "blog_posts" USING btree ("published_at" DESC,"id" DESC) WHERE "featured";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "blog_post_texts" (
	"post_id" integer NOT NULL REFERENCES "blog_posts"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "blog_post_texts_pk" PRIMARY KEY ("post_id","language"),
	CONSTRAINT "blog_post_texts_language" CHECK ("language" in ('de', 'en', 'es', 'nl'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "blog_post_texts_slug_key" ON "blog_post_texts" USING btree ("language","slug");
--> statement-breakpoint
-- The blog search (§7 searchBlog, global search): whole words first, trigrams for typos, as for
-- video titles (drizzle/0002_search.sql).
CREATE INDEX IF NOT EXISTS "blog_post_texts_title_trgm_idx" ON "blog_post_texts" USING gin (search_norm("title") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_post_texts_fts_idx" ON "blog_post_texts" USING gin (to_tsvector('simple', search_norm("title"))) WITH (fastupdate = off);
--> statement-breakpoint
-- Performers a post mentions (§2: their names link to their profiles).
CREATE TABLE IF NOT EXISTS "blog_post_actors" (
	"post_id" integer NOT NULL REFERENCES "blog_posts"("id") ON DELETE CASCADE,
	"actor_id" integer NOT NULL REFERENCES "actors"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	CONSTRAINT "blog_post_actors_pk" PRIMARY KEY ("post_id","actor_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_post_actors_actor_idx" ON "blog_post_actors" USING btree ("actor_id");
