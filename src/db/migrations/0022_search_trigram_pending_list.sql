-- The trigram indexes with a 64 kB pending list (the minimum) instead of the default 4 MB: GIN queues new entries
-- there until a vacuum merges them, PGlite never vacuums, and every search reads the whole list (at 100x the seed
-- it held ~4 MB, and the planner's estimate of it made searches skip the index at some table sizes). Rebuilt, so
-- a database that ran 0021 starts with an empty list.
DROP INDEX "bundles_search_trgm_idx";--> statement-breakpoint
DROP INDEX "courses_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "bundles_search_trgm_idx" ON "bundles" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);
