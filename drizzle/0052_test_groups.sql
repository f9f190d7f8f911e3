-- §3 testGroups, §9 "recommended video filter test id 50": the A/B group a guest was put in for
-- each running test, drawn once and kept, so the guest sees the same variant on every visit and
-- device and the split can be counted afterwards.
CREATE TABLE IF NOT EXISTS "guest_test_groups" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"test_id" integer NOT NULL,
	"test_group" smallint NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_test_groups_pkey" PRIMARY KEY ("guest_id", "test_id"),
	CONSTRAINT "guest_test_groups_group_known" CHECK ("test_group" in (0, 1))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guest_test_groups_test_idx" ON "guest_test_groups" ("test_id", "test_group");
