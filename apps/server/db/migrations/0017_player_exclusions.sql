CREATE TABLE "player_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"set_by" text NOT NULL,
	"reason" text,
	CONSTRAINT "player_exclusions_kind_check" CHECK (kind in ('timeOut', 'selfExclusion')),
	CONSTRAINT "player_exclusions_period_check" CHECK ("player_exclusions"."ends_at" > "player_exclusions"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "player_exclusions_user_ends_idx" ON "player_exclusions" USING btree ("user_id","ends_at");