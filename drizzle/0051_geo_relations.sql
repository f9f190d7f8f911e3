-- §3 guest session geoLocation {lat, long, source, zip}: one stored location per guest. `source`
-- is 'zip' (the guest typed a postal code), 'user' (other user input) or 'browser' (§4: the
-- browser's location, taken only while the stored source is neither zip nor user input).
CREATE TABLE IF NOT EXISTS "guest_geo_locations" (
	"guest_id" integer PRIMARY KEY REFERENCES "guests"("id") ON DELETE CASCADE,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"source" text NOT NULL,
	"zip" text,
	"country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_geo_locations_source" CHECK ("source" IN ('zip', 'user', 'browser')),
	CONSTRAINT "guest_geo_locations_lat" CHECK ("lat" BETWEEN -90 AND 90),
	CONSTRAINT "guest_geo_locations_long" CHECK ("long" BETWEEN -180 AND 180)
);
--> statement-breakpoint
-- §7 utility relation/addRelation and relation/hasRelation: typed relations a logged-in guest
-- records (subject → relation type → object). Unique, so adding twice is one relation.
CREATE TABLE IF NOT EXISTS "guest_relations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"subject_type_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"relation_type_id" integer NOT NULL,
	"object_type_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "guest_relations_unique" ON "guest_relations" ("guest_id", "subject_type_id", "subject_id", "relation_type_id", "object_type_id", "object_id");
--> statement-breakpoint
-- §7 actorsearch filter: the guest's stored performer-search filter (one per guest; filter/delete drops it).
CREATE TABLE IF NOT EXISTS "guest_actor_search_filters" (
	"guest_id" integer PRIMARY KEY REFERENCES "guests"("id") ON DELETE CASCADE,
	"filter" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- §3 tileGridSettings, stored by §7 tileGrid storeTileGridSettings {type, settings}: one row per grid type.
CREATE TABLE IF NOT EXISTS "guest_tile_grid_settings" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("guest_id", "type")
);
