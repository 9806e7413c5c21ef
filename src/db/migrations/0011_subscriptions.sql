CREATE TABLE "subscription_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"type" varchar(40) NOT NULL,
	"subscription_id" integer NOT NULL,
	"provider_payment_id" varchar(128),
	"amount_cents" integer,
	"period_start" timestamp with time zone,
	"failure_reason" varchar(40),
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(64) NOT NULL,
	"attempt_key" varchar(64) NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"plan" varchar(16) NOT NULL,
	"pending_plan" varchar(16),
	"status" varchar(16) NOT NULL,
	"price_cents" integer NOT NULL,
	"applied_campaign" varchar(80),
	"locale" varchar(2) NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"provider" varchar(16) NOT NULL,
	"provider_subscription_id" varchar(128) NOT NULL,
	"provider_payment_method" varchar(128) NOT NULL,
	"card_last4" varchar(4),
	"failure_reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "subscriptions_attempt_key_unique" UNIQUE("attempt_key"),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_learner_idx" ON "subscriptions" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" <> 'canceled';