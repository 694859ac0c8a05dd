CREATE TABLE "content_blocks" (
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "content_blocks_code_language_pk" PRIMARY KEY("code","language")
);
--> statement-breakpoint
CREATE TABLE "content_faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_info_pages" (
	"code" text NOT NULL,
	"language" text NOT NULL,
	"parent_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_info_pages_code_language_pk" PRIMARY KEY("code","language")
);
--> statement-breakpoint
CREATE TABLE "content_seo_pages" (
	"code" text NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "content_seo_pages_code_language_pk" PRIMARY KEY("code","language")
);
--> statement-breakpoint
CREATE INDEX "content_faq_items_language_idx" ON "content_faq_items" USING btree ("language","position");--> statement-breakpoint
CREATE INDEX "content_info_pages_language_idx" ON "content_info_pages" USING btree ("language","position");