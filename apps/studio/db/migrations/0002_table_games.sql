ALTER TABLE "studio_rounds" ADD COLUMN "extra_bets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "pending_stake" bigint;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "last_action_at" timestamp with time zone DEFAULT now() NOT NULL;