CREATE TABLE "studio_free_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_key" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_ids" jsonb NOT NULL,
	"bet" bigint NOT NULL,
	"count" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text,
	"last_game_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "free_rounds_id" uuid;--> statement-breakpoint
CREATE INDEX "studio_free_rounds_player" ON "studio_free_rounds" USING btree ("player_key","status","created_at");--> statement-breakpoint
CREATE INDEX "studio_free_rounds_status" ON "studio_free_rounds" USING btree ("status");--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_free_rounds_id_studio_free_rounds_id_fk" FOREIGN KEY ("free_rounds_id") REFERENCES "public"."studio_free_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_rounds_free_rounds" ON "studio_rounds" USING btree ("free_rounds_id") WHERE "studio_rounds"."free_rounds_id" is not null;