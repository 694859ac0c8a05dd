CREATE TABLE "game_studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "game_studios_provider_external_uq" UNIQUE("provider","external_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"categories" jsonb NOT NULL,
	"badges" jsonb NOT NULL,
	"has_demo" boolean NOT NULL,
	"is_wagering" boolean NOT NULL,
	"rtp" double precision NOT NULL,
	"bonus_buy_rtp" double precision,
	"volatility" text NOT NULL,
	"image_desktop" text NOT NULL,
	"image_mobile" text NOT NULL,
	"gradient_color" text NOT NULL,
	"launch_url" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"restricted_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_provider_external_uq" UNIQUE("provider","external_id"),
	CONSTRAINT "games_type_check" CHECK (type in ('slot-lines', 'slot-ways', 'megaways', 'bonus-buy', 'drops-and-wins', 'dice')),
	CONSTRAINT "games_volatility_check" CHECK (volatility in ('low', 'medium', 'high'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_studio_id_game_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."game_studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_studio_idx" ON "games" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "games_available_position_idx" ON "games" USING btree ("position","id") WHERE enabled and withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "games_categories_idx" ON "games" USING gin ("categories" jsonb_path_ops);