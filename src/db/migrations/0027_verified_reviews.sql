ALTER TABLE "reviews" ADD COLUMN "learner_id" varchar(40);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "enrolment_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "certificate_id" varchar(40);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_learner_course_idx" ON "reviews" USING btree ("learner_id","course_id") WHERE "reviews"."learner_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_proof_check" CHECK (("reviews"."learner_id" is null and "reviews"."enrolment_id" is null and "reviews"."certificate_id" is null) or ("reviews"."learner_id" is not null and "reviews"."enrolment_id" is not null and "reviews"."certificate_id" is not null and "reviews"."course_id" is not null));