ALTER TABLE "users" ADD COLUMN "first_login_at" timestamp with time zone;--> statement-breakpoint
-- Nothing recorded whether an existing account ever signed in through the login form: every account older than
-- the column counts as signed in, so that a first-sign-in bonus goes to new players only, never to everyone at
-- their next sign-in.
UPDATE "users" SET "first_login_at" = "created_at";--> statement-breakpoint
CREATE INDEX "users_birthday_day_idx" ON "users" USING btree (extract(month from "birthday"),extract(day from "birthday"));--> statement-breakpoint
CREATE INDEX "bonus_player_claims_campaign_idx" ON "bonus_player_claims" USING btree ("campaign_id","period");
