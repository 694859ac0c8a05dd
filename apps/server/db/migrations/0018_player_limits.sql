CREATE TABLE "player_limits" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_confirmable_from" timestamp with time zone,
	"pending_lapses_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "player_limits_kind_check" CHECK (kind in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "player_limits_amount_check" CHECK ("player_limits"."amount" is null or "player_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_protection_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"before" text,
	"after" text,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_reality_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD COLUMN "returns_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "player_protection_changes_user_idx" ON "player_protection_changes" USING btree ("user_id","at");