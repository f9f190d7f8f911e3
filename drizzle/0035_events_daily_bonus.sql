-- §2/§3 events are data: the schedule of seasonal and special events, the daily bonus offers (one
-- per Berlin day), the guests' claims (once per guest and offer) and the top-up bonuses they wait
-- for. The video's daily deal price now comes from today's offer, so the fixed column goes.
-- Seeded by lib/server/db/seed/events.ts.
CREATE TABLE IF NOT EXISTS "scheduled_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"config" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	CONSTRAINT "scheduled_events_window" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scheduled_events_key_key" ON "scheduled_events" ("key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scheduled_events_window_idx" ON "scheduled_events" ("starts_at","ends_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "daily_bonus_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"stock_total" integer,
	"stock_left" integer,
	"conditions" jsonb NOT NULL,
	"effect" jsonb NOT NULL,
	"grant" jsonb NOT NULL,
	"wallpaper_seed" integer,
	CONSTRAINT "daily_bonus_offers_price" CHECK ("price" >= 0),
	CONSTRAINT "daily_bonus_offers_stock" CHECK (("stock_total" is null and "stock_left" is null) or ("stock_left" between 0 and "stock_total")),
	CONSTRAINT "daily_bonus_offers_kind" CHECK ("kind" in ('oneDayVip', 'video', 'photoAlbum', 'topUpPercent', 'topUpFlat', 'merchandise', 'messengerGift', 'videoVoucher'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "daily_bonus_offers_day_key" ON "daily_bonus_offers" ("day");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "daily_bonus_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"offer_id" integer NOT NULL REFERENCES "daily_bonus_offers"("id") ON DELETE CASCADE,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"paid" integer DEFAULT 0 NOT NULL,
	"code" text,
	"ledger_transaction_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "daily_bonus_claims_offer_guest_key" ON "daily_bonus_claims" ("offer_id","guest_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daily_bonus_claims_guest_idx" ON "daily_bonus_claims" ("guest_id","claimed_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "top_up_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"claim_id" integer NOT NULL REFERENCES "daily_bonus_claims"("id") ON DELETE CASCADE,
	"mode" text NOT NULL,
	"value" integer NOT NULL,
	"max_cents" integer NOT NULL,
	"min_top_up" integer DEFAULT 0 NOT NULL,
	"top_up_id" integer,
	"credited" integer,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_bonuses_mode" CHECK ("mode" in ('percent', 'flat'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "top_up_bonuses_claim_key" ON "top_up_bonuses" ("claim_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "top_up_bonuses_open_idx" ON "top_up_bonuses" ("guest_id") WHERE "top_up_id" is null;
--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN IF EXISTS "daily_bonus_price";
