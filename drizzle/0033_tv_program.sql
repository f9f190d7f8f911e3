-- §2 TV livestream: the program of the free and the premium channel, one row per slot, stored in
-- UTC and seeded per Europe/Berlin day (lib/server/db/seed/tv.ts). The live stream is derived from
-- it and the clock (lib/server/tv/live-window.ts); actor_id marks a performer's TV appearance.
CREATE TABLE IF NOT EXISTS "tv_program_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"channel" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"title_nl" text NOT NULL,
	"fsk" smallint NOT NULL,
	"clip" smallint NOT NULL,
	"actor_id" integer REFERENCES "actors"("id") ON DELETE SET NULL,
	CONSTRAINT "tv_program_slots_channel" CHECK ("channel" in ('livestream', 'premium')),
	CONSTRAINT "tv_program_slots_span" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "tv_program_slots_clip" CHECK ("clip" between 1 and 6)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tv_program_slots_start_key" ON "tv_program_slots" USING btree ("channel","starts_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_program_slots_end_idx" ON "tv_program_slots" USING btree ("channel","ends_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tv_program_slots_actor_idx" ON "tv_program_slots" USING btree ("actor_id","ends_at");
