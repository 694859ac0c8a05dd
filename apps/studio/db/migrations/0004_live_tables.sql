CREATE TABLE "studio_live_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" text NOT NULL,
	"player_key" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"token" text,
	"failure" text,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_live_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"round_index" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'betting' NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_live_bets" ADD CONSTRAINT "studio_live_bets_round_id_studio_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_live_bets_player_round" ON "studio_live_bets" USING btree ("round_id","player_key") WHERE "studio_live_bets"."status" in ('betting', 'open', 'paying', 'closed');--> statement-breakpoint
CREATE INDEX "studio_live_bets_player" ON "studio_live_bets" USING btree ("player_key","created_at");--> statement-breakpoint
CREATE INDEX "studio_live_bets_unsettled" ON "studio_live_bets" USING btree ("status") WHERE "studio_live_bets"."status" in ('betting', 'open', 'paying', 'void');--> statement-breakpoint
CREATE INDEX "studio_live_rounds_table" ON "studio_live_rounds" USING btree ("table_id","round_index");