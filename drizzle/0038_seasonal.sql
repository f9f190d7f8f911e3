-- §3 seasonal events: the Easter eggs a guest found (one row per egg: event, Berlin day and page,
-- so a reused token finds its row taken) and the special-event rewards a guest won (one row per
-- guest, event and reward: the unique key decides concurrent claims; redeemed_at turns the entry
-- non-redeemable, §4 reward history). Read by lib/server/seasonal/.
CREATE TABLE IF NOT EXISTS "seasonal_egg_finds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"event_id" integer NOT NULL REFERENCES "scheduled_events"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seasonal_egg_finds_egg_key" ON "seasonal_egg_finds" ("guest_id","event_id","day","page");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seasonal_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"event_id" integer NOT NULL REFERENCES "scheduled_events"("id") ON DELETE CASCADE,
	"reward_key" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"code" text NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "seasonal_rewards_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seasonal_rewards_guest_reward_key" ON "seasonal_rewards" ("guest_id","event_id","reward_key");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seasonal_rewards_code_key" ON "seasonal_rewards" ("code");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seasonal_rewards_guest_idx" ON "seasonal_rewards" ("guest_id","won_at");
