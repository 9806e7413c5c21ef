ALTER TABLE "bundles" ADD COLUMN "kind" varchar(12) DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ce_credits" jsonb DEFAULT '[]'::jsonb NOT NULL;