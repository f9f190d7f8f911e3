-- §7 conversion setGuestInfo: one value per guest and type.
CREATE TABLE IF NOT EXISTS "guest_conversion_info" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("guest_id", "type")
);
--> statement-breakpoint
-- §7/§9 survey feedback: one answer per guest and survey instance.
CREATE TABLE IF NOT EXISTS "survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"survey_type" text NOT NULL,
	"instance" text NOT NULL,
	"rating" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "survey_answers_once" ON "survey_answers" ("guest_id", "survey_type", "instance");
--> statement-breakpoint
-- §7 GraphQL feature feedback.
CREATE TABLE IF NOT EXISTS "feature_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"feature_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feature_feedback_feature_idx" ON "feature_feedback" ("feature_id");
--> statement-breakpoint
-- §7 guest sendVideoShareEmail: the mails sent, counted for the per-guest limit.
CREATE TABLE IF NOT EXISTS "video_share_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"video_id" integer NOT NULL REFERENCES "videos"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_share_emails_guest_idx" ON "video_share_emails" ("guest_id", "created_at");
