ALTER TABLE "companies" ADD COLUMN "admin_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pending_seats" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pending_seats_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;