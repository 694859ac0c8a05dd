-- The lobby's search (docs/games.md, Search): typo-tolerant (trigrams) and accent-blind (unaccent) on game and
-- studio names. unaccent() is only STABLE, so an IMMUTABLE wrapper with its dictionary named makes it indexable.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION casino_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS games_search_trgm_idx ON games USING gin (casino_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS game_studios_search_trgm_idx ON game_studios USING gin (casino_search_text(name) gin_trgm_ops);
