CREATE TABLE "payment_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"channel" text NOT NULL,
	"method_id" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"asset" text,
	"asset_amount" text,
	"rate" text,
	"address" text,
	"expires_at" timestamp with time zone,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_deposits_key_uq" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payment_deposits_channel_check" CHECK (channel in ('bank', 'crypto')),
	CONSTRAINT "payment_deposits_status_check" CHECK (status in ('pending', 'complete', 'failed', 'cancel', 'notConfirmed')),
	CONSTRAINT "payment_deposits_asset_check" CHECK (asset is null or asset in ('BTC', 'ETH', 'USDT')),
	CONSTRAINT "payment_deposits_amount_check" CHECK ("payment_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_uq" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"card_holder_name" text,
	"wallet_address" text,
	"wallet_tag" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" uuid,
	"reason" text,
	"decided_by" uuid,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_withdrawals_key_uq" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payment_withdrawals_method_check" CHECK (method in ('bank', 'crypto')),
	CONSTRAINT "payment_withdrawals_status_check" CHECK (status in ('pending', 'processing', 'complete', 'failed', 'rejected')),
	CONSTRAINT "payment_withdrawals_amount_check" CHECK ("payment_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_payments_merchant_payment_id_unique" UNIQUE("merchant_payment_id")
);
--> statement-breakpoint
CREATE INDEX "payment_deposits_user_idx" ON "payment_deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_withdrawals_status_idx" ON "payment_withdrawals" USING btree ("status","created_at");