-- §6 operator role: support staff with their own credentials (never a guest's or performer's
-- token). Seeded on first login from OPERATOR_EMAIL / OPERATOR_PASSWORD; only the argon2id hash is kept.
CREATE TABLE IF NOT EXISTS "operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "operators_email_key" ON "operators" (lower("email"));
--> statement-breakpoint
-- §7 internal actor_import_full / album_import: the importer's external id of each performer and
-- album, with a hash of the record as last imported, so the same payload imported twice changes nothing.
CREATE TABLE IF NOT EXISTS "import_records" (
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"local_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_records_pk" PRIMARY KEY ("kind","external_id"),
	CONSTRAINT "import_records_kind_check" CHECK ("kind" IN ('actor', 'album'))
);
