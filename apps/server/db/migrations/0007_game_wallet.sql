CREATE TABLE "seamless_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_rounds" (
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "seamless_rounds_pk" PRIMARY KEY("provider","round_id"),
	CONSTRAINT "seamless_rounds_status_check" CHECK (status in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"request_hash" text,
	"user_id" uuid,
	"round_id" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text,
	"round_closed" boolean DEFAULT false NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reference_transaction_id" text,
	"rolled_back_by" text,
	"effect" jsonb,
	"transfer_id" uuid,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "seamless_transactions_pk" PRIMARY KEY("provider","transaction_id"),
	CONSTRAINT "seamless_transactions_id_uq" UNIQUE("id"),
	CONSTRAINT "seamless_transactions_kind_check" CHECK (kind in ('bet', 'win', 'rollback', 'tombstone')),
	CONSTRAINT "seamless_transactions_state_check" CHECK (state in ('pending', 'done')),
	CONSTRAINT "seamless_transactions_answer_check" CHECK ("seamless_transactions"."kind" = 'tombstone' or ("seamless_transactions"."state" = 'done') = ("seamless_transactions"."answer" is not null))
);
--> statement-breakpoint
CREATE INDEX "seamless_launch_tokens_user_idx" ON "seamless_launch_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seamless_rounds_user_idx" ON "seamless_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("provider","round_id");