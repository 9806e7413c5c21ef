CREATE TABLE "address_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"learner_id" varchar(40),
	"requested_by_ocid" text,
	"full_name" text DEFAULT '' NOT NULL,
	"return_to" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_proofs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "owner_ocid" text;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "merged_into" varchar(40);--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "address_proofs" ADD CONSTRAINT "address_proofs_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_proofs_email_idx" ON "address_proofs" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_owner_ocid_unique" UNIQUE("owner_ocid");