CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"course_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress_percent" smallint DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"full_name" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"ocid" text,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learners_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"attempt_key" varchar(64) NOT NULL,
	"status" varchar(20) NOT NULL,
	"product_type" varchar(10) NOT NULL,
	"product_id" integer NOT NULL,
	"product_slug" varchar(120) NOT NULL,
	"product_title_es" text NOT NULL,
	"product_title_en" text NOT NULL,
	"state_code" varchar(2),
	"locale" varchar(2) NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" varchar(254) NOT NULL,
	"invited_name" text,
	"invited_email" varchar(254),
	"phone" varchar(24),
	"learner_id" varchar(40),
	"list_price_cents" integer NOT NULL,
	"price_discount_cents" integer NOT NULL,
	"code_discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'usd' NOT NULL,
	"discount_code" varchar(32),
	"campaign_param" varchar(256),
	"applied_campaign" varchar(80),
	"payment_method" varchar(10) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(128),
	"provider_refund_id" varchar(128),
	"redirect_url" text,
	"purchase_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "orders_attempt_key_unique" UNIQUE("attempt_key"),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" varchar(160) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"type" varchar(64) NOT NULL,
	"transaction_id" varchar(64),
	"provider_payment_id" varchar(128),
	"amount_cents" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_order_course_idx" ON "enrolments" USING btree ("order_id","course_id");--> statement-breakpoint
CREATE INDEX "enrolments_learner_idx" ON "enrolments" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "orders_learner_idx" ON "orders" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_events_unprocessed_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."processed_at" is null;