CREATE TABLE "studio_crash_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" text NOT NULL,
	"player_key" text NOT NULL,
	"mode" text NOT NULL,
	"display_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cash_out" integer,
	"cashed_out_at" integer,
	"payout" bigint,
	"status" text NOT NULL,
	"token" text,
	"failure" text,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_crash_chains" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"commitment" text NOT NULL,
	"secret_end" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_crash_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"chain_index" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"server_seed" text,
	"client_seed" text NOT NULL,
	"crash_point" integer NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'betting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_round_id_studio_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_crash_rounds" ADD CONSTRAINT "studio_crash_rounds_chain_id_studio_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."studio_crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_bets_slot" ON "studio_crash_bets" USING btree ("round_id","player_key","slot") WHERE "studio_crash_bets"."status" in ('betting', 'open', 'paying', 'closed');--> statement-breakpoint
CREATE INDEX "studio_crash_bets_player" ON "studio_crash_bets" USING btree ("player_key","created_at");--> statement-breakpoint
CREATE INDEX "studio_crash_bets_unsettled" ON "studio_crash_bets" USING btree ("status") WHERE "studio_crash_bets"."status" in ('betting', 'open', 'paying', 'void');--> statement-breakpoint
CREATE INDEX "studio_crash_chains_table" ON "studio_crash_chains" USING btree ("table_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_rounds_chain_index" ON "studio_crash_rounds" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "studio_crash_rounds_table" ON "studio_crash_rounds" USING btree ("table_id","opens_at");