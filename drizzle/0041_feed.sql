-- §3 feed post, §7 feed service: a performer's posts (text, photos from her albums, a clip from her
-- videos), paid posts bought once per guest (the unique claim decides concurrent buys, the ledger
-- books coins × 25 cents), likes and views once per guest, threaded comments, tips towards an
-- optional tipping goal (tip_version orders the live goal events).
CREATE TABLE IF NOT EXISTS "feed_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (START WITH 700000),
	"actor_id" integer NOT NULL REFERENCES "actors"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"status" text NOT NULL DEFAULT 'published',
	"pinned" boolean NOT NULL DEFAULT false,
	"title" text NOT NULL,
	"text" text NOT NULL DEFAULT '',
	"price_coins" integer NOT NULL DEFAULT 0,
	"fsk" smallint NOT NULL DEFAULT 16,
	"video_id" integer REFERENCES "videos"("id") ON DELETE SET NULL,
	"contest_id" integer,
	"tipping_goal_coins" integer,
	"tips_sum_coins" integer NOT NULL DEFAULT 0,
	"tip_version" integer NOT NULL DEFAULT 0,
	"views" integer NOT NULL DEFAULT 0,
	"likes" integer NOT NULL DEFAULT 0,
	"image_seed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_posts_type_check" CHECK ("type" in ('clip', 'hotClip', 'photoGallery', 'photos', 'profileImage', 'text', 'photoContest')),
	CONSTRAINT "feed_posts_status_check" CHECK ("status" in ('published', 'deleted')),
	CONSTRAINT "feed_posts_price_check" CHECK ("price_coins" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feed_posts_published_idx" ON "feed_posts" ("published_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feed_posts_actor_idx" ON "feed_posts" ("actor_id","published_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_post_photos" (
	"post_id" integer NOT NULL REFERENCES "feed_posts"("id") ON DELETE CASCADE,
	"picture_id" integer NOT NULL REFERENCES "pictures"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	CONSTRAINT "feed_post_photos_pk" PRIMARY KEY ("post_id","picture_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"post_id" integer NOT NULL REFERENCES "feed_posts"("id") ON DELETE CASCADE,
	"price_coins" integer NOT NULL,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "feed_purchases_key" ON "feed_purchases" ("guest_id","post_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_likes" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"post_id" integer NOT NULL REFERENCES "feed_posts"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_likes_pk" PRIMARY KEY ("guest_id","post_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_views" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"post_id" integer NOT NULL REFERENCES "feed_posts"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_views_pk" PRIMARY KEY ("guest_id","post_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"post_id" integer NOT NULL REFERENCES "feed_posts"("id") ON DELETE CASCADE,
	"guest_id" integer REFERENCES "guests"("id") ON DELETE CASCADE,
	"actor_id" integer REFERENCES "actors"("id") ON DELETE CASCADE,
	"parent_id" integer REFERENCES "feed_comments"("id") ON DELETE CASCADE,
	"conversation_id" integer,
	"is_reply_to_reply" boolean NOT NULL DEFAULT false,
	"tipped" boolean NOT NULL DEFAULT false,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_comments_author_check" CHECK (("guest_id" IS NULL) <> ("actor_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feed_comments_post_idx" ON "feed_comments" ("post_id","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feed_comments_guest_idx" ON "feed_comments" ("guest_id","post_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"post_id" integer NOT NULL REFERENCES "feed_posts"("id") ON DELETE CASCADE,
	"amount_coins" integer NOT NULL,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feed_tips_guest_idx" ON "feed_tips" ("guest_id","post_id");
