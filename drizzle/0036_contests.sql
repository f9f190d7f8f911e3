-- §2/§3 contests: a window in which guests vote on performers' videos or photo albums, and §7
-- generic votings (options with a key). The state (next, active, last) is derived from the window
-- and the request's now (test days move it); winners are decided at the end of the window.
CREATE TABLE IF NOT EXISTS "contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"title_nl" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_nl" text NOT NULL,
	"fsk" smallint NOT NULL DEFAULT 16,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"winners_decided_at" timestamp with time zone,
	CONSTRAINT "contests_kind" CHECK ("kind" in ('video', 'photo')),
	CONSTRAINT "contests_fsk" CHECK ("fsk" in (16, 18)),
	CONSTRAINT "contests_window" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contests_window_idx" ON "contests" USING btree ("ends_at","starts_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contest_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"contest_id" integer NOT NULL REFERENCES "contests"("id") ON DELETE CASCADE,
	"actor_id" integer NOT NULL REFERENCES "actors"("id") ON DELETE CASCADE,
	"video_id" integer REFERENCES "videos"("id") ON DELETE CASCADE,
	"album_id" integer REFERENCES "albums"("id") ON DELETE CASCADE,
	"media_index" integer NOT NULL,
	"place" smallint,
	CONSTRAINT "contest_media_one_medium" CHECK (("video_id" IS NULL) <> ("album_id" IS NULL)),
	CONSTRAINT "contest_media_place" CHECK ("place" IS NULL OR "place" between 1 and 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contest_media_index_key" ON "contest_media" USING btree ("contest_id","media_index");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contest_media_video_idx" ON "contest_media" USING btree ("video_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contest_media_actor_idx" ON "contest_media" USING btree ("actor_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contest_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"contest_id" integer NOT NULL REFERENCES "contests"("id") ON DELETE CASCADE,
	"media_id" integer NOT NULL REFERENCES "contest_media"("id") ON DELETE CASCADE,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contest_votes_guest_media_key" ON "contest_votes" USING btree ("guest_id","media_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contest_votes_media_idx" ON "contest_votes" USING btree ("media_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contest_votes_contest_guest_idx" ON "contest_votes" USING btree ("contest_id","guest_id");
--> statement-breakpoint
-- §9 at most 5 votes per guest and contest: the counter row is locked by every vote of that guest
-- and contest, and the check refuses a sixth even if a writer forgot the limit.
CREATE TABLE IF NOT EXISTS "contest_vote_counts" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"contest_id" integer NOT NULL REFERENCES "contests"("id") ON DELETE CASCADE,
	"votes" smallint NOT NULL DEFAULT 0,
	CONSTRAINT "contest_vote_counts_pk" PRIMARY KEY ("guest_id","contest_id"),
	CONSTRAINT "contest_vote_counts_limit" CHECK ("votes" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contest_guest_settings" (
	"guest_id" integer PRIMARY KEY REFERENCES "guests"("id") ON DELETE CASCADE,
	"hide_vote_limit_modal" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "votings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"title_nl" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "votings_window" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "voting_options" (
	"voting_id" integer NOT NULL REFERENCES "votings"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"position" smallint NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"label_es" text NOT NULL,
	"label_nl" text NOT NULL,
	CONSTRAINT "voting_options_pk" PRIMARY KEY ("voting_id","key")
);
--> statement-breakpoint
-- One vote per guest and voting: the primary key decides between parallel votes.
CREATE TABLE IF NOT EXISTS "voting_votes" (
	"voting_id" integer NOT NULL,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"option_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "voting_votes_pk" PRIMARY KEY ("voting_id","guest_id"),
	CONSTRAINT "voting_votes_option_fk" FOREIGN KEY ("voting_id","option_key") REFERENCES "voting_options"("voting_id","key") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "voting_votes_option_idx" ON "voting_votes" USING btree ("voting_id","option_key");
