CREATE TABLE "bundle_courses" (
	"bundle_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_courses_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_states" (
	"bundle_id" integer NOT NULL,
	"state_code" varchar(2) NOT NULL,
	CONSTRAINT "bundle_states_bundle_id_state_code_pk" PRIMARY KEY("bundle_id","state_code")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"industry_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"discount_valid_until" timestamp with time zone,
	"campaign_id" integer,
	"image" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bundles_price_check" CHECK ("bundles"."price_cents" >= 0),
	CONSTRAINT "bundles_discount_check" CHECK ("bundles"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_states" (
	"course_id" integer NOT NULL,
	"state_code" varchar(2) NOT NULL,
	CONSTRAINT "course_states_course_id_state_code_pk" PRIMARY KEY("course_id","state_code")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"credit_hours" numeric(6, 1) NOT NULL,
	"industry_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"instructor_id" integer,
	"course_code" varchar(8),
	"tracking_number" varchar(40) NOT NULL,
	"type" varchar(24) NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"discount_valid_until" timestamp with time zone,
	"campaign_id" integer,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"reviews_average" numeric(3, 2) DEFAULT '0' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_cents" >= 0),
	CONSTRAINT "courses_discount_check" CHECK ("courses"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "industries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"headline_es" text NOT NULL,
	"headline_en" text NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "instructors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"board_es" text NOT NULL,
	"board_en" text NOT NULL,
	"provider_number" varchar(40) NOT NULL,
	"address" text NOT NULL,
	"state_code" varchar(2) NOT NULL,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"bundle_id" integer,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_target_check" CHECK (("reviews"."course_id" is null) <> ("reviews"."bundle_id" is null))
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"industry_id" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"search_text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "specialties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_states" ADD CONSTRAINT "bundle_states_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_states" ADD CONSTRAINT "bundle_states_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_states" ADD CONSTRAINT "course_states_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_states" ADD CONSTRAINT "course_states_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_courses_course_idx" ON "bundle_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "bundle_states_state_idx" ON "bundle_states" USING btree ("state_code","bundle_id");--> statement-breakpoint
CREATE INDEX "bundles_specialty_type_idx" ON "bundles" USING btree ("specialty_id","type");--> statement-breakpoint
CREATE INDEX "bundles_industry_type_idx" ON "bundles" USING btree ("industry_id","type");--> statement-breakpoint
CREATE INDEX "bundles_featured_idx" ON "bundles" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "course_states_state_idx" ON "course_states" USING btree ("state_code","course_id");--> statement-breakpoint
CREATE INDEX "courses_specialty_type_idx" ON "courses" USING btree ("specialty_id","type");--> statement-breakpoint
CREATE INDEX "courses_industry_type_idx" ON "courses" USING btree ("industry_id","type");--> statement-breakpoint
CREATE INDEX "courses_provider_idx" ON "courses" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "courses_featured_idx" ON "courses" USING btree ("featured","reviews_count");--> statement-breakpoint
CREATE INDEX "reviews_course_idx" ON "reviews" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_bundle_idx" ON "reviews" USING btree ("bundle_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "specialties_industry_idx" ON "specialties" USING btree ("industry_id","position");