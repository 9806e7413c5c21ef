CREATE TABLE "app_campaigns" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"app_slug" varchar(40) NOT NULL,
	"course_id" integer,
	"bundle_id" integer,
	CONSTRAINT "app_campaigns_one_product" CHECK (("app_campaigns"."course_id" is null) <> ("app_campaigns"."bundle_id" is null))
);
--> statement-breakpoint
CREATE TABLE "app_topics" (
	"app_slug" varchar(40) NOT NULL,
	"topic_slug" varchar(80) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "app_topics_app_slug_topic_slug_pk" PRIMARY KEY("app_slug","topic_slug")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"tagline_es" text NOT NULL,
	"tagline_en" text NOT NULL,
	"ios_url" text,
	"android_url" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_courses" (
	"topic_slug" varchar(80) NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "topic_courses_topic_slug_course_id_pk" PRIMARY KEY("topic_slug","course_id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"slug" varchar(80) PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_campaigns" ADD CONSTRAINT "app_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_campaigns" ADD CONSTRAINT "app_campaigns_app_slug_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."apps"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_campaigns" ADD CONSTRAINT "app_campaigns_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_campaigns" ADD CONSTRAINT "app_campaigns_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_topics" ADD CONSTRAINT "app_topics_app_slug_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."apps"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_topics" ADD CONSTRAINT "app_topics_topic_slug_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."topics"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_courses" ADD CONSTRAINT "topic_courses_topic_slug_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."topics"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_courses" ADD CONSTRAINT "topic_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_campaigns_app_idx" ON "app_campaigns" USING btree ("app_slug");