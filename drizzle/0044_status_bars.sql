-- §3 "Other states": the server-side status bars of a guest (avs accepted, automatic recharge,
-- cancellation offer, monthly bonus). The bars a page can derive itself (no age check, email not
-- verified, welcome back, …) are not stored; their closing is a §3 short-code cookie.
-- `source_key` names the event that created the bar (a verification id, a top-up id, …): the
-- unique index makes a retried event create its bar exactly once. A removed bar keeps its row
-- (removed_at) so the same event cannot bring it back.
CREATE TABLE IF NOT EXISTS "guest_status_bars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "guest_status_bars_source_key" ON "guest_status_bars" ("guest_id", "kind", "source_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guest_status_bars_active_idx" ON "guest_status_bars" ("guest_id") WHERE "removed_at" IS NULL;
