-- Search (§2, §3, §5, §9): typo-tolerant (pg_trgm) and accent-insensitive (unaccent), indexed.
-- The same extensions load in PGlite (lib/server/db/client.ts) and on PostgreSQL (postgresql-contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE, so it cannot be indexed directly: an IMMUTABLE wrapper with the
-- dictionary named explicitly can (the PostgreSQL documentation's recommended pattern).
CREATE OR REPLACE FUNCTION search_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS actors_name_trgm_idx ON actors USING gin (search_norm(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS videos_title_trgm_idx ON videos USING gin (search_norm(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS videos_fts_idx ON videos USING gin (to_tsvector('simple', search_norm(title || ' ' || description)));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS albums_title_trgm_idx ON albums USING gin (search_norm(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tags_names_trgm_idx ON tags USING gin (search_norm(names::text) gin_trgm_ops);
