-- Search (`search_text like '%term%'`, src/domain/catalog/search.ts) from a trigram index instead of reading every
-- course and bundle. pg_trgm is a trusted extension (PostgreSQL 13+: the database owner may create it); PGlite
-- loads it in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bundles_search_trgm_idx" ON "bundles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);
