DROP INDEX "moments_user_published_idx";--> statement-breakpoint
CREATE INDEX "moments_user_published_privacy_idx" ON "moments" USING btree ("user_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"privacy");--> statement-breakpoint
CREATE INDEX "moments_search_trgm_idx" ON "moments" USING gin (moment_search_text("title", "description", "tags") gin_trgm_ops);