CREATE TABLE "learner_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"licence_key" varchar(60) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"number" varchar(40) NOT NULL,
	"issue_date" date,
	"birth_month" smallint,
	"expires_on" date,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_licences_token_unique" UNIQUE("token"),
	CONSTRAINT "learner_licences_birth_month" CHECK ("learner_licences"."birth_month" is null or "learner_licences"."birth_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "licence_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"window" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_reminders_window" CHECK ("licence_reminders"."window" in (90, 30, 7))
);
--> statement-breakpoint
ALTER TABLE "learner_licences" ADD CONSTRAINT "learner_licences_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_reminders" ADD CONSTRAINT "licence_reminders_licence_id_learner_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."learner_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_licences_learner_idx" ON "learner_licences" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_reminders_once_idx" ON "licence_reminders" USING btree ("licence_id","due_date","window");