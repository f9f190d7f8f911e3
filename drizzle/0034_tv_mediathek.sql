-- §2/§3 the media centre: TV series (formats) with episodes (§3 mediathek videos), TV posts, and the
-- episodes a guest keeps in the media library. Texts per §1 language in their own tables; keys and
-- slugs are the same in every language. Seeded by lib/server/db/seed/tv-mediathek.ts.
CREATE TABLE IF NOT EXISTS "tv_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"key" text NOT NULL,
	"genre" text NOT NULL,
	"image_seed" integer NOT NULL,
	CONSTRAINT "tv_series_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tv_series_texts" (
	"series_id" integer NOT NULL REFERENCES "tv_series"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tv_series_texts_pk" PRIMARY KEY ("series_id","language"),
	CONSTRAINT "tv_series_texts_language" CHECK ("language" in ('de', 'en', 'es', 'nl'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tv_episodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"series_id" integer NOT NULL REFERENCES "tv_series"("id") ON DELETE CASCADE,
	"season" smallint NOT NULL,
	"episode" smallint NOT NULL,
	"fsk" smallint NOT NULL,
	"duration_seconds" integer NOT NULL,
	"premium" boolean NOT NULL,
	"aired_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"image_seed" integer NOT NULL,
	"clip" smallint NOT NULL,
	CONSTRAINT "tv_episodes_fsk" CHECK ("fsk" in (12, 16, 18)),
	CONSTRAINT "tv_episodes_clip" CHECK ("clip" between 1 and 6),
	CONSTRAINT "tv_episodes_rating" CHECK ("rating_tenths" between 0 and 50),
	CONSTRAINT "tv_episodes_duration" CHECK ("duration_seconds" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tv_episodes_number_key" ON "tv_episodes" USING btree ("series_id","season","episode");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_episodes_series_aired_idx" ON "tv_episodes" USING btree ("series_id","aired_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_episodes_aired_idx" ON "tv_episodes" USING btree ("aired_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tv_episode_texts" (
	"episode_id" integer NOT NULL REFERENCES "tv_episodes"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tv_episode_texts_pk" PRIMARY KEY ("episode_id","language"),
	CONSTRAINT "tv_episode_texts_language" CHECK ("language" in ('de', 'en', 'es', 'nl'))
);
--> statement-breakpoint
-- The mediathek search (§7 searchMediathek, global search): whole words first, trigrams for typos,
-- as for video and blog titles (drizzle/0002_search.sql, 0032_blog.sql).
CREATE INDEX IF NOT EXISTS "tv_episode_texts_title_trgm_idx" ON "tv_episode_texts" USING gin (search_norm("title") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_episode_texts_fts_idx" ON "tv_episode_texts" USING gin (to_tsvector('simple', search_norm("title"))) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_series_texts_title_trgm_idx" ON "tv_series_texts" USING gin (search_norm("title") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tv_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"slug" text NOT NULL,
	"series_id" integer REFERENCES "tv_series"("id") ON DELETE SET NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image_seed" integer NOT NULL,
	CONSTRAINT "tv_posts_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_posts_series_idx" ON "tv_posts" USING btree ("series_id","published_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tv_post_texts" (
	"post_id" integer NOT NULL REFERENCES "tv_posts"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "tv_post_texts_pk" PRIMARY KEY ("post_id","language"),
	CONSTRAINT "tv_post_texts_language" CHECK ("language" in ('de', 'en', 'es', 'nl'))
);
--> statement-breakpoint
-- Episodes a guest keeps in the media library (§2 my-account mediathek, pinned section).
CREATE TABLE IF NOT EXISTS "tv_kept_episodes" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"episode_id" integer NOT NULL REFERENCES "tv_episodes"("id") ON DELETE CASCADE,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_kept_episodes_pk" PRIMARY KEY ("guest_id","episode_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_kept_episodes_recent_idx" ON "tv_kept_episodes" USING btree ("guest_id","kept_at" DESC);
