CREATE TABLE "player_risk_tickets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ticket" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "seamless_launch_tokens" ADD COLUMN "play_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seamless_launch_tokens" ADD COLUMN "session_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "seamless_transactions_pending_user_idx" ON "seamless_transactions" USING btree ("user_id") WHERE "seamless_transactions"."state" = 'pending';