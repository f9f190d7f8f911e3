-- §3 activity event and §7 actor gift calendar. Points are not stored: they are read from what the
-- guest did (purchases, messages, logins; lib/server/activity/activity-log.ts), so no service needs
-- a hook. What is stored is what must happen once: a claimed points reward (one row per guest,
-- event and reward) and a performer's daily gift (one row per guest, performer and Berlin day);
-- the unique keys decide concurrent claims.
CREATE TABLE IF NOT EXISTS "activity_reward_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"event_id" integer NOT NULL REFERENCES "scheduled_events"("id") ON DELETE CASCADE,
	"reward_key" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"points" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_reward_claims_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "activity_reward_claims_key" ON "activity_reward_claims" ("guest_id","event_id","reward_key");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "actor_gift_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"actor_id" integer NOT NULL REFERENCES "actors"("id") ON DELETE CASCADE,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"gifts" jsonb NOT NULL,
	CONSTRAINT "actor_gift_calendars_window" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "actor_gift_calendars_actor_idx" ON "actor_gift_calendars" ("actor_id","starts_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "actor_gift_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"actor_id" integer NOT NULL REFERENCES "actors"("id") ON DELETE CASCADE,
	"calendar_id" integer NOT NULL REFERENCES "actor_gift_calendars"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "actor_gift_claims_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "actor_gift_claims_key" ON "actor_gift_claims" ("guest_id","actor_id","day");
