-- CE credits reported to the regulator (issue 31): a report per completion that needs one, its moves, and the
-- once-a-day notices (overdue warning, operator reminder).
CREATE TABLE "ce_report_moves" (
	"report_id" integer NOT NULL,
	"to_status" varchar(12) NOT NULL,
	"regulator_reference" varchar(80) NOT NULL,
	"reason" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ce_report_moves_report_id_to_status_pk" PRIMARY KEY("report_id","to_status")
);
--> statement-breakpoint
CREATE TABLE "ce_report_notices" (
	"kind" varchar(30) NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ce_report_notices_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "ce_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" varchar(40) NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"licence_key" varchar(60) NOT NULL,
	"channel" varchar(20) NOT NULL,
	"provider_number" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"due_on" date NOT NULL,
	"deadline_basis" varchar(40) NOT NULL,
	"regulator_reference" varchar(80),
	"rejection_reason" text,
	"reported_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"operator_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ce_reports_status" CHECK ("ce_reports"."status" in ('pending', 'reported', 'posted', 'rejected', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "ce_report_moves" ADD CONSTRAINT "ce_report_moves_report_id_ce_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ce_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_reports" ADD CONSTRAINT "ce_reports_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_reports" ADD CONSTRAINT "ce_reports_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ce_reports_certificate_idx" ON "ce_reports" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "ce_reports_due_idx" ON "ce_reports" USING btree ("status","channel","due_on");--> statement-breakpoint
CREATE INDEX "ce_reports_learner_idx" ON "ce_reports" USING btree ("learner_id");