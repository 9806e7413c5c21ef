DROP INDEX "courses_specialty_type_idx";--> statement-breakpoint
DROP INDEX "courses_industry_type_idx";--> statement-breakpoint
CREATE INDEX "courses_specialty_listing_idx" ON "courses" USING btree ("specialty_id","type","featured" DESC NULLS FIRST,"reviews_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_industry_listing_idx" ON "courses" USING btree ("industry_id","type","featured" DESC NULLS FIRST,"reviews_count" DESC NULLS FIRST,"id");