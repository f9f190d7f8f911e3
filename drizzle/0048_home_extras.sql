-- §2 home page extras and §7 teaser, misc jumbotron, GraphQL banners. Texts are per language
-- (jsonb {de, en, es, nl}); images are generated posters named by a seed (lib/media/image-urls.ts).
-- A teaser or banner row belongs to one route name; its route_args must be contained in the
-- page's arguments (empty: every page of that route).
CREATE TABLE IF NOT EXISTS "teasers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"route_name" text NOT NULL,
	"route_args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"href" text NOT NULL,
	"image_seed" integer NOT NULL,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teasers_route_idx" ON "teasers" ("route_name", "position");
--> statement-breakpoint
-- §3 Banner (imagePath, onClickUrl, onClickType, relatedActorId); §9 special ids halloween 559
-- (only inside its yearly window, month-day from/to) and mobile 560 (mobile_only).
CREATE TABLE IF NOT EXISTS "banners" (
	"id" integer PRIMARY KEY,
	"route_name" text NOT NULL,
	"route_args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"mobile_only" boolean DEFAULT false NOT NULL,
	"image_seed" integer NOT NULL,
	"on_click_url" text NOT NULL,
	"on_click_type" text NOT NULL,
	"related_actor_id" integer,
	"window_from" text,
	"window_to" text,
	"alts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "banners_route_idx" ON "banners" ("route_name", "position");
--> statement-breakpoint
-- §7 misc video/jumbotron: the home page's large poster with a muted trailer clip.
CREATE TABLE IF NOT EXISTS "jumbotrons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"placement" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"poster_seed" integer NOT NULL,
	"clip" integer NOT NULL,
	"cta_href" text NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jumbotrons_placement_idx" ON "jumbotrons" ("placement") WHERE "active";
