CREATE TABLE "bonus_campaign_spend" (
	"campaign_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"granted" bigint NOT NULL,
	CONSTRAINT "bonus_campaign_spend_campaign_id_currency_pk" PRIMARY KEY("campaign_id","currency")
);
--> statement-breakpoint
CREATE TABLE "bonus_deposits" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"credited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"campaign_version" integer NOT NULL,
	"source" text NOT NULL,
	"trigger_kind" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"terms" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint NOT NULL,
	"min_bet" bigint,
	"max_cash_out" bigint,
	"holding" boolean DEFAULT false NOT NULL,
	"credit_transfer_id" uuid,
	"settle_transfer_id" uuid,
	"converted_amount" bigint,
	"granted_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "bonus_grants_status_check" CHECK (status in ('queued', 'active', 'completed', 'cancelled', 'forfeited', 'expired')),
	CONSTRAINT "bonus_grants_end_reason_check" CHECK (end_reason is null or end_reason in ('completed', 'cancelled', 'withdrawal', 'break', 'currency_change', 'replaced', 'expired')),
	CONSTRAINT "bonus_grants_amounts_check" CHECK (amount >= 0 and wagered >= 0 and wagering_required >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_player_claims" (
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"period" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "bonus_player_claims_user_id_campaign_id_period_pk" PRIMARY KEY("user_id","campaign_id","period")
);
--> statement-breakpoint
CREATE TABLE "bonus_wagered_stakes" (
	"grant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"counted" bigint NOT NULL,
	CONSTRAINT "bonus_wagered_stakes_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_deposits_number_uq" ON "bonus_deposits" USING btree ("user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_source_uq" ON "bonus_grants" USING btree ("campaign_id","user_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_holding_uq" ON "bonus_grants" USING btree ("user_id") WHERE "bonus_grants"."holding";--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_open_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" in ('queued', 'active');