CREATE TABLE "studio_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"player_key" text NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"token" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" text PRIMARY KEY NOT NULL,
	"player_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"player_key" text NOT NULL,
	"token" text,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "studio_rounds_player_game" ON "studio_rounds" USING btree ("player_key","game_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_status" ON "studio_rounds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_player" ON "studio_seeds" USING btree ("player_key") WHERE "studio_seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_hash" ON "studio_seeds" USING btree ("server_seed_hash");