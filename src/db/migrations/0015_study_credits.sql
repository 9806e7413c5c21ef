CREATE TABLE "study_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"pool" varchar(6) NOT NULL,
	"delta" integer NOT NULL,
	"month" varchar(7),
	"order_id" integer,
	"event_id" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_credit_entries_free_month_check" CHECK ("study_credit_entries"."pool" <> 'free' or "study_credit_entries"."month" is not null)
);
--> statement-breakpoint
ALTER TABLE "study_credit_entries" ADD CONSTRAINT "study_credit_entries_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_credit_entries" ADD CONSTRAINT "study_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_credit_entries_learner_idx" ON "study_credit_entries" USING btree ("learner_id","pool","month");--> statement-breakpoint
CREATE UNIQUE INDEX "study_credit_entries_monthly_idx" ON "study_credit_entries" USING btree ("learner_id","month") WHERE "study_credit_entries"."kind" = 'grant_monthly';--> statement-breakpoint
CREATE UNIQUE INDEX "study_credit_entries_order_idx" ON "study_credit_entries" USING btree ("order_id","kind") WHERE "study_credit_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "study_credit_entries_event_idx" ON "study_credit_entries" USING btree ("event_id") WHERE "study_credit_entries"."event_id" is not null;