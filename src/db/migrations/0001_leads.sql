CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"email" varchar(254) NOT NULL,
	"percent_off" smallint NOT NULL,
	"locale" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lead_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"email" varchar(254) NOT NULL,
	"full_name" text NOT NULL,
	"phone" varchar(20) NOT NULL,
	"data" jsonb NOT NULL,
	"locale" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"source" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_open_email_idx" ON "discount_codes" USING btree ("email") WHERE "discount_codes"."redeemed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_submissions_kind_email_idx" ON "lead_submissions" USING btree ("kind","email");--> statement-breakpoint
CREATE INDEX "lead_submissions_created_idx" ON "lead_submissions" USING btree ("created_at");