-- vacuum after: moments
-- Moments keep their search text (issue 32, thirteenth slice): a search read
-- moment_search_text(title, description, tags) for every moment it looked at (unaccent over the
-- whole text, ~8 us each: most of a search's time on the demo data), and the trigram index is now
-- over the stored column. Adding the column rewrites the table once (about a minute at 1,000,000
-- moments).
DROP INDEX "moments_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (moment_search_text(title, description, tags)) STORED;--> statement-breakpoint
CREATE INDEX "moments_search_text_trgm_idx" ON "moments" USING gin ("search_text" gin_trgm_ops);