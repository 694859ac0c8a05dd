CREATE TABLE "verification_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "verification_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "verification_files_kind_check" CHECK (kind in ('photo_id', 'proof_of_address', 'proof_of_payment', 'other')),
	CONSTRAINT "verification_files_review_check" CHECK (review in ('pending', 'approved', 'rejected')),
	CONSTRAINT "verification_files_size_check" CHECK ("verification_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "verification_status" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'not_verified' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "verification_status_status_check" CHECK (status in ('not_verified', 'verified', 'documents_expired', 'less_than_18'))
);
--> statement-breakpoint
CREATE INDEX "verification_files_user_idx" ON "verification_files" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "verification_files_review_idx" ON "verification_files" USING btree ("review","uploaded_at");