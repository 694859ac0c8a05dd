CREATE TABLE "bonus_campaign_versions" (
	"campaign_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"slug" text NOT NULL,
	"definition" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"listed" boolean NOT NULL,
	"welcome" boolean NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaign_versions_campaign_id_version_pk" PRIMARY KEY("campaign_id","version")
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"trigger_kind" text NOT NULL,
	"promo_code" text,
	"definition" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"listed" boolean NOT NULL,
	"welcome" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaigns_status_check" CHECK (status in ('active', 'paused')),
	CONSTRAINT "bonus_campaigns_window_check" CHECK ("bonus_campaigns"."ends_at" is null or "bonus_campaigns"."ends_at" > "bonus_campaigns"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bonus_campaign_versions" ADD CONSTRAINT "bonus_campaign_versions_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_slug_uq" ON "bonus_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_promo_code_uq" ON "bonus_campaigns" USING btree ("promo_code");--> statement-breakpoint
CREATE INDEX "bonus_campaigns_trigger_idx" ON "bonus_campaigns" USING btree ("trigger_kind","status");