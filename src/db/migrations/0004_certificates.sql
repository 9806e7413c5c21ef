CREATE TABLE "certificates" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"reference_number" varchar(24) NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"course_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"student_name" text NOT NULL,
	"course_title_es" text NOT NULL,
	"course_title_en" text NOT NULL,
	"credit_hours" numeric(6, 1) NOT NULL,
	"license_state_code" varchar(2),
	"license_type_es" text NOT NULL,
	"license_type_en" text NOT NULL,
	"provider_name" text NOT NULL,
	"provider_number" varchar(40) NOT NULL,
	"instructor_name" text,
	"monitor_required" boolean DEFAULT false NOT NULL,
	"monitor_password_hash" text,
	"monitor_confirmed_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "ingested_events" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"outcome" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrolment_idx" ON "certificates" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "certificates_learner_idx" ON "certificates" USING btree ("learner_id","completed_at");