-- vacuum after: users, moments
-- The stored search texts in lower case (issue 32, fourteenth slice): searches match them with
-- LIKE and a lower-case pattern instead of ILIKE, which folded the case of every text it compared
-- (about 2 us a moment against 0.5 us). PostgreSQL 15 cannot change a generated column's
-- expression, so each is dropped (its trigram index with it) and added again; at 1,000,000 moments
-- this rewrites the table once, as 0028 did. A column added again has no statistics until the
-- tables are analyzed (adding one does not start autovacuum's analyze): at 1,000,000 moments the
-- planner took "kimchi" for a rare word and a search took 1.7 s instead of 2 ms, hence the ANALYZE.
ALTER TABLE "users" DROP COLUMN "name_search";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "bio_search";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio_search" text GENERATED ALWAYS AS (lower(immutable_unaccent(bio))) STORED;--> statement-breakpoint
ALTER TABLE "moments" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(moment_search_text(title, description, tags))) STORED;--> statement-breakpoint
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_bio_search_trgm_idx" ON "users" USING gin ("bio_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "moments_search_text_trgm_idx" ON "moments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "users";--> statement-breakpoint
ANALYZE "moments";
