CREATE TABLE "catalog_listing_counts" (
	"state_code" varchar(2) NOT NULL,
	"type" varchar(24) NOT NULL,
	"industry_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"course_count" integer NOT NULL,
	CONSTRAINT "catalog_listing_counts_state_code_type_industry_id_specialty_id_provider_id_pk" PRIMARY KEY("state_code","type","industry_id","specialty_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_rating_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"weighted_sum" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_listing_counts" ADD CONSTRAINT "catalog_listing_counts_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_listing_counts" ADD CONSTRAINT "catalog_listing_counts_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_listing_counts" ADD CONSTRAINT "catalog_listing_counts_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_listing_counts" ADD CONSTRAINT "catalog_listing_counts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_listing_counts_specialty_idx" ON "catalog_listing_counts" USING btree ("specialty_id");