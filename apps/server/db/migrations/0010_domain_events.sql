CREATE TABLE "domain_event_deliveries" (
	"event_id" uuid NOT NULL,
	"subscriber" text NOT NULL,
	"user_id" uuid,
	"sequence" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	CONSTRAINT "domain_event_deliveries_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "domain_event_streams" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sequence" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_event_subscribers" (
	"name" text PRIMARY KEY NOT NULL,
	"types" text[],
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"sequence" bigint,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_stream_uq" UNIQUE("user_id","sequence"),
	CONSTRAINT "domain_events_stream_check" CHECK (("domain_events"."user_id" is null) = ("domain_events"."sequence" is null))
);
--> statement-breakpoint
CREATE INDEX "domain_event_deliveries_pending_idx" ON "domain_event_deliveries" USING btree ("subscriber","user_id","sequence") WHERE "domain_event_deliveries"."delivered_at" is null;