-- §2 five-days-bonus: a guest who comes on five Berlin days in a row gets a bonus once per round of
-- five. The visit days are stored (one row per guest and day, so a second visit is a no-op); the
-- claim row's unique key (guest, first day of the round) decides concurrent claims.
CREATE TABLE IF NOT EXISTS "guest_visit_days" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	CONSTRAINT "guest_visit_days_pk" PRIMARY KEY ("guest_id","day")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "streak_bonus_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"round_start" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "streak_bonus_claims_key" ON "streak_bonus_claims" ("guest_id","round_start");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "streak_bonus_claims_guest_idx" ON "streak_bonus_claims" ("guest_id");
