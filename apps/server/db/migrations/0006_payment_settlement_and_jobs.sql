CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_deposits" DROP CONSTRAINT "payment_deposits_status_check";--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD COLUMN "received_asset_amount" text;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD COLUMN "settled_by" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "webhook_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "next_delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_deposits_status_idx" ON "payment_deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_provider_payments_due_idx" ON "sandbox_provider_payments" USING btree ("next_delivery_at");--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_status_check" CHECK (status in ('pending', 'complete', 'failed', 'cancel', 'notConfirmed', 'rejected'));