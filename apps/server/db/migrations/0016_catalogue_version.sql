CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Counts a statement that changed at least one game or studio (statement triggers see the changed rows through
-- their transition table, so an import that changes nothing counts nothing).
CREATE OR REPLACE FUNCTION casino_count_catalogue_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER games_inserted_count AFTER INSERT ON games REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION casino_count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER games_updated_count AFTER UPDATE ON games REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION casino_count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER games_deleted_count AFTER DELETE ON games REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION casino_count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER game_studios_inserted_count AFTER INSERT ON game_studios REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION casino_count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER game_studios_updated_count AFTER UPDATE ON game_studios REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION casino_count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER game_studios_deleted_count AFTER DELETE ON game_studios REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION casino_count_catalogue_change();
