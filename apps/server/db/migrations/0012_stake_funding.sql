ALTER TABLE "seamless_rounds" ADD COLUMN "stake_funding" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "round_funding" jsonb;