CREATE TABLE "bonus_free_spin_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"award_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	"status" text NOT NULL,
	"played" integer,
	"win" bigint,
	"grant_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bonus_free_spin_batches_status_check" CHECK (status in ('creating', 'active', 'finished', 'cancelling', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bonus_free_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"campaign_version" integer NOT NULL,
	"source" text NOT NULL,
	"trigger_kind" text NOT NULL,
	"currency" text NOT NULL,
	"terms" jsonb NOT NULL,
	"provider" text NOT NULL,
	"game_ids" jsonb NOT NULL,
	"bet_amount" bigint NOT NULL,
	"count" integer NOT NULL,
	"day_limit" integer,
	"played" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"end_reason" text,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_free_spins_status_check" CHECK (status in ('active', 'finished', 'cancelled', 'expired')),
	CONSTRAINT "bonus_free_spins_counts_check" CHECK (count > 0 and played >= 0 and played <= count)
);
--> statement-breakpoint
ALTER TABLE "bonus_free_spin_batches" ADD CONSTRAINT "bonus_free_spin_batches_award_id_bonus_free_spins_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."bonus_free_spins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_free_spins" ADD CONSTRAINT "bonus_free_spins_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_free_spin_batches_open_uq" ON "bonus_free_spin_batches" USING btree ("award_id") WHERE "bonus_free_spin_batches"."status" in ('creating', 'active');--> statement-breakpoint
CREATE INDEX "bonus_free_spin_batches_user_idx" ON "bonus_free_spin_batches" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "bonus_free_spin_batches_pending_idx" ON "bonus_free_spin_batches" USING btree ("status") WHERE "bonus_free_spin_batches"."status" in ('creating', 'active', 'cancelling');--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_free_spins_source_uq" ON "bonus_free_spins" USING btree ("campaign_id","user_id","source");--> statement-breakpoint
CREATE INDEX "bonus_free_spins_user_idx" ON "bonus_free_spins" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "bonus_free_spins_active_idx" ON "bonus_free_spins" USING btree ("expires_at") WHERE "bonus_free_spins"."status" = 'active';