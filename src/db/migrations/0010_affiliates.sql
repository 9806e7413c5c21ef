CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"display_name" text NOT NULL,
	"blurb_es" text NOT NULL,
	"blurb_en" text NOT NULL,
	"dashboard_url" text NOT NULL,
	"bundle_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_slug_unique" UNIQUE("slug"),
	CONSTRAINT "affiliates_slug_check" CHECK ("affiliates"."slug" ~ '^[a-z0-9][a-z0-9-]{0,59}$')
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "includes_bundle_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_id" integer;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_includes_bundle_id_bundles_id_fk" FOREIGN KEY ("includes_bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;