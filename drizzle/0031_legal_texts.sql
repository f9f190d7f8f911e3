-- §3 legal text (id, type, product, version, language, html): the terms, the privacy policy and the
-- imprint as versioned texts per §1 language. A version is current from its published_at on until
-- a higher one of the same type and product is published (lib/server/legal/); null = a draft.
-- The html is written by us from structured blocks (lib/server/legal/render-legal-html.ts).
CREATE TABLE IF NOT EXISTS "legal_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "legal_texts_type" CHECK ("type" in ('terms', 'privacy', 'imprint')),
	CONSTRAINT "legal_texts_language" CHECK ("language" in ('de', 'en', 'es', 'nl')),
	CONSTRAINT "legal_texts_version" CHECK ("version" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "legal_texts_version_key" ON "legal_texts" USING btree ("product","type","version","language");
