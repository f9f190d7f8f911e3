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
-- fastupdate = off on every search index: PGlite has no autovacuum, so GIN's pending list would
-- only ever be merged when it reached 4 MB, and every search would scan it linearly until then
-- (measured: 60 ms instead of 2 ms for a performer-name lookup after seeding 10,000 performers).
CREATE INDEX IF NOT EXISTS actors_name_trgm_idx ON actors USING gin (search_norm(name) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS videos_title_trgm_idx ON videos USING gin (search_norm(title) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Full text on titles only: a GIN tsvector match is exact (no recheck), so whole-word hits cost
-- one heap visit each. Descriptions are left out on purpose: they are boilerplate-heavy and turn
-- a common word into tens of thousands of weak hits.
CREATE INDEX IF NOT EXISTS videos_fts_idx ON videos USING gin (to_tsvector('simple', search_norm(title))) WITH (fastupdate = off);
--> statement-breakpoint
-- Photo albums only: sedcards are titled "{name} Sedcard" and are found by their performer's
-- name (actors_name_trgm_idx), so a search for "sedcard" must not wade through one per performer.
CREATE INDEX IF NOT EXISTS albums_title_trgm_idx ON albums USING gin (search_norm(title) gin_trgm_ops) WITH (fastupdate = off) WHERE type = 'album';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS albums_fts_idx ON albums USING gin (to_tsvector('simple', search_norm(title))) WITH (fastupdate = off) WHERE type = 'album';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tags_names_trgm_idx ON tags USING gin (search_norm(names::text) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- §6 bans in search: the few performers banned for the viewer's country, found by containment
-- (banned_country_codes @> array['DE']) instead of reading all performers per search.
CREATE INDEX IF NOT EXISTS actors_banned_countries_idx ON actors USING gin (banned_country_codes) WITH (fastupdate = off);
