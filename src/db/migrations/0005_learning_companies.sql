CREATE TABLE "companies" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"admin_email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_courses" (
	"company_id" varchar(40) NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "company_courses_company_id_course_id_pk" PRIMARY KEY("company_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" varchar(40) NOT NULL,
	"learner_id" varchar(40) NOT NULL,
	"invitation_id" varchar(40),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_learner_id_pk" PRIMARY KEY("company_id","learner_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"company_id" varchar(40) NOT NULL,
	"inviter_name" text NOT NULL,
	"inviter_email" varchar(254) NOT NULL,
	"invited_name" text NOT NULL,
	"invited_email" varchar(254) NOT NULL,
	"app_name" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"learner_id" varchar(40),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" varchar(60) PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"badge" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_achievements" (
	"learner_id" varchar(40) NOT NULL,
	"achievement_id" varchar(60) NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_achievements_learner_id_achievement_id_pk" PRIMARY KEY("learner_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "learner_activity" (
	"learner_id" varchar(40) NOT NULL,
	"day" date NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"correct_questions" integer DEFAULT 0 NOT NULL,
	"videos_watched" integer DEFAULT 0 NOT NULL,
	"games_finished" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_activity_learner_id_day_pk" PRIMARY KEY("learner_id","day")
);
--> statement-breakpoint
CREATE TABLE "learner_stats" (
	"learner_id" varchar(40) PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"last_course_id" integer,
	"games_won" integer DEFAULT 0 NOT NULL,
	"games_finished" integer DEFAULT 0 NOT NULL,
	"videos_watched" integer DEFAULT 0 NOT NULL,
	"correct_questions" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_stats_non_negative" CHECK ("learner_stats"."score" >= 0 and "learner_stats"."level" >= 1 and "learner_stats"."games_won" >= 0 and "learner_stats"."games_finished" >= 0 and "learner_stats"."videos_watched" >= 0 and "learner_stats"."correct_questions" >= 0 and "learner_stats"."best_streak" >= 0 and "learner_stats"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "visibility" varchar(12) DEFAULT 'marketplace' NOT NULL;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "profile_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_courses" ADD CONSTRAINT "company_courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_courses" ADD CONSTRAINT "company_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_achievements" ADD CONSTRAINT "learner_achievements_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_achievements" ADD CONSTRAINT "learner_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_activity" ADD CONSTRAINT "learner_activity_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_last_course_id_courses_id_fk" FOREIGN KEY ("last_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_courses_course_idx" ON "company_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_learner_idx" ON "company_members" USING btree ("learner_id","company_id");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "learner_achievements_recent_idx" ON "learner_achievements" USING btree ("learner_id","earned_at");